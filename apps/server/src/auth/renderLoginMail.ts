import { otpLifetimeMs } from './passwordlessLimits.js'

const minutes = otpLifetimeMs / 60_000

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The one-time code mail. */
export function renderCodeMail(appName: string, code: string) {
  return {
    subject: `${code} is your ${appName} login code`,
    text: `Your login code for ${appName} is ${code}.\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    html: `<p>Your login code for <b>${escapeHtml(appName)}</b> is</p><p style="font-size:28px;letter-spacing:4px"><b>${code}</b></p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}

const linkCodeNote =
  'The page asks for the code shown where you started logging in; it is never in this mail.'

/**
 * The magic-link mail. It never carries the confirmation code: whoever types that code on the
 * link page must have seen the screen that asked (issue 15 finding 4).
 */
export function renderLinkMail(appName: string, link: string) {
  return {
    subject: `Log in to ${appName}`,
    text: `Open this link to log in to ${appName}:\n${link}\n${linkCodeNote}\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    html: `<p><a href="${escapeHtml(link)}">Log in to ${escapeHtml(appName)}</a></p><p>${linkCodeNote}</p><p>The link expires in ${minutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}

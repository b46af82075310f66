import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../../testing/installTestHost.js'
import {
  startWalletTestbed,
  type UserInfo,
  type WalletTestbed,
} from '../../testing/walletTestbed.js'

type LinkStarted = { sessionId: string; setToken: boolean; confirmCode: string }

const notWaitingText =
  'The login this link is for no longer waits where you started it: it was cancelled or has ended. Start the login again in the app.'
const pollUrl = /\/api\/v2\/cred\/[^/?]+\?sig=/
const linkGoneText =
  'This link can no longer be used: it was used already, it expired, or a wrong code was typed too often. Start the login again in the app.'

describe('magic link in Chromium: the link logs in only the browser that asked (issue 15 finding 4)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** The host asks for a link to `email` (HOST-PROTOCOL §C initPasswordlessLogin). */
  async function askForLink(page: Page, email: string): Promise<LinkStarted> {
    await fetch(`${bed.stack.mailWebUrl}/api/messages`, { method: 'DELETE' })
    const started = await callWallet<LinkStarted>(page, 'initPasswordlessLogin', email)
    expect(started).toEqual({
      sessionId: expect.any(String),
      setToken: false,
      confirmCode: expect.stringMatching(/^\d{6}$/),
    })
    return started
  }
  /** The link in the newest mail to `email`, and that mail's text. */
  async function mailedLink(email: string): Promise<{ link: string; text: string }> {
    const inbox = (await (
      await fetch(`${bed.stack.mailWebUrl}/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { text: string }[] }
    const text = inbox.messages[0]?.text ?? ''
    const link = /https?:\/\/\S+\/login\?session=\S+/.exec(text)?.[0] ?? ''
    expect(link.startsWith(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/login?session=`)).toBe(
      true,
    )
    return { link, text }
  }
  /** The requesting frame's next poll (SPEC §7, every 2 s): whether it was handed a credential. */
  async function nextPoll(page: Page): Promise<{ status: number; done: boolean }> {
    const response = await page.waitForResponse(
      (candidate) => pollUrl.test(candidate.url()) && candidate.request().method() === 'GET',
    )
    const body = (await response.json().catch(() => ({}))) as { done?: unknown }
    return { status: response.status(), done: body.done === true }
  }
  /** Opens the link in a page: it shows who asked and waits for the code. */
  async function openLink(page: Page, link: string) {
    await page.goto(link)
    await page.getByRole('heading', { name: 'Log in to Tessera Demo?' }).waitFor()
    expect(page.url()).not.toContain('#link=')
  }
  const typeCode = async (page: Page, code: string) => {
    await page.getByLabel('Code shown where you started').fill(code)
    await page.getByRole('button', { name: 'Confirm login' }).click()
  }
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000')
  /** The host page opens `link` in a popup (its opener is the page with the waiting frame). */
  const openFromHost = async (page: Page, link: string): Promise<Page> => {
    const opened = page.context().waitForEvent('page')
    await page.evaluate((url) => void window.open(url, '_blank', 'popup'), link)
    return opened
  }

  test('S-059 C-007 C-008 C-009 C-018: the frame shows the code, the link page confirms with it, the frame logs in with the same key as the code', async () => {
    const email = 'magic@example.com'
    const { address } = await bed.loginWithOtp(await bed.openHost(), email)

    const profile = await bed.newProfile()
    const page = await bed.openHost(profile)
    const started = page.waitForRequest((request) =>
      request.url().endsWith('/api/v2/passwordless/start'),
    )
    const { confirmCode, sessionId } = await askForLink(page, email)
    // C-018: the link starts with kind link and the session signed by the frame's one-time key.
    expect((await started).postDataJSON()).toMatchObject({
      kind: 'link',
      email,
      sessionId,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    })
    // The hidden frame shows itself with the code, sized like a compact approval (SPEC §4).
    const panel = bed.walletFrame(page)
    await panel.getByRole('heading', { name: 'Check your email' }).waitFor()
    expect(await panel.getByRole('status', { name: 'Confirmation code' }).textContent()).toBe(
      confirmCode,
    )
    await expect
      .poll(async () => (await hostLog(page)).styles.at(-1))
      .toMatchObject({ height: '296px', width: '360px' })
    const { link, text } = await mailedLink(email)
    expect(text).not.toContain(confirmCode)

    // Same person, a new tab: who asked, then the code from the first tab.
    const linkPage = await profile.newPage()
    await openLink(linkPage, link)
    await linkPage.getByText(/^Asked from Chrome on Linux on /).waitFor()
    expect(await nextPoll(page)).toEqual({ status: 200, done: false })
    const verified = linkPage.waitForRequest((request) =>
      request.url().endsWith('/api/v2/passwordless/verify-link'),
    )
    await typeCode(linkPage, confirmCode)
    // C-018: it completes with the one-time code (the mailed link carries the email's proof).
    expect((await verified).postDataJSON()).toMatchObject({ sessionId, code: confirmCode })
    await linkPage.getByText('You are logged in. Return to the app to continue.').waitFor()
    await bed.waitForEvent(page, 'connect')
    expect(await callWallet<UserInfo>(page, 'getUserInfo')).toMatchObject({
      loginType: 'passwordless',
      address,
    })
  })

  test('I-016: a link the host page opens asks its frame (LOGIN_PWDL_INQ): the code while that login waits, else that it no longer waits', async () => {
    const email = 'popup-link@example.com'
    const page = await bed.openHost()
    await askForLink(page, email)
    const { link } = await mailedLink(email)

    const waiting = await openFromHost(page, link)
    await waiting.getByRole('heading', { name: 'Log in to Tessera Demo?' }).waitFor()
    await waiting.close()

    await bed.walletFrame(page).getByRole('button', { name: 'Cancel' }).click()
    const cancelled = await openFromHost(page, link)
    await cancelled.getByRole('alert').getByText(notWaitingText).waitFor()
    expect(await cancelled.getByRole('button', { name: 'Confirm login' }).count()).toBe(0)
  })

  test('behavior: a mail scanner that fetches the link, even running its JavaScript, completes nothing', async () => {
    const email = 'scanned@example.com'
    const profile = await bed.newProfile()
    const page = await bed.openHost(profile)
    const { confirmCode } = await askForLink(page, email)
    const { link } = await mailedLink(email)

    expect((await fetch(link)).status).toBe(200)
    const scanner = await (await bed.newProfile()).newPage()
    await openLink(scanner, link)
    await scanner.close()
    expect(await nextPoll(page)).toEqual({ status: 200, done: false })
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)

    // The link still works for the person who asked.
    const linkPage = await profile.newPage()
    await openLink(linkPage, link)
    await typeCode(linkPage, confirmCode)
    await bed.waitForEvent(page, 'connect')
  })

  test('error: W-137 an attacker who asks for a link to the victim never logs in, whatever the victim does with it', async () => {
    const victim = 'victim@example.com'
    const attacker = await bed.openHost()
    const { confirmCode } = await askForLink(attacker, victim)
    const { link } = await mailedLink(victim)

    // The victim opens the mail on their own device and sees which app and browser asked.
    const victimPage = await (await bed.newProfile()).newPage()
    await openLink(victimPage, link)
    const confirmButton = victimPage.getByRole('button', { name: 'Confirm login' })
    await expect.poll(() => confirmButton.isDisabled()).toBe(true)
    // Confirming takes a code the victim never saw: wrong ones are refused …
    for (const _try of [1, 2]) {
      await typeCode(victimPage, otherCode(confirmCode))
      await victimPage
        .getByRole('alert')
        .getByText('That is not the code shown where you started logging in.', { exact: false })
        .waitFor()
      expect(await nextPoll(attacker)).toEqual({ status: 200, done: false })
    }
    // … and the third ends the link and the attacker's session.
    await typeCode(victimPage, otherCode(confirmCode))
    await victimPage.getByRole('alert').getByText(linkGoneText).waitFor()
    expect(await nextPoll(attacker)).toEqual({ status: 404, done: false })

    // Opened again, the link is gone.
    const again = await (await bed.newProfile()).newPage()
    await again.goto(link)
    await again.getByRole('alert').getByText(linkGoneText).waitFor()
    expect(await callWallet(attacker, 'isLoggedIn')).toBe(false)
    expect((await hostLog(attacker)).events.map(([event]) => event)).not.toContain('connect')
  })
})

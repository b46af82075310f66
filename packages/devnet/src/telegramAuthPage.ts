import { escapeHtml } from './escapeHtml.js'
import { signTelegramFields, type TelegramLoginFields } from './signTelegramLogin.js'

/** Who logs in through the local Telegram stand-in (the demo's Telegram user). */
export const telegramTestUser = {
  id: 424242,
  first_name: 'Demo',
  last_name: 'User',
  username: 'tessera_demo',
} as const satisfies Omit<TelegramLoginFields, 'auth_date'>

/** The page's query as Telegram's `oauth.telegram.org/auth` takes it, or why it is refused. */
export type TelegramAuthRequest =
  | { readonly ok: true; readonly origin: string; readonly requestAccess: string | undefined }
  | { readonly ok: false; readonly error: string }

/**
 * Checks `?bot_id=…&origin=…&request_access=…` against the bot the stand-in signs for: the bot
 * must be this one and `origin` a bare http(s) origin (the one the result is posted to).
 */
export function readTelegramAuthRequest(
  query: URLSearchParams,
  botId: string,
): TelegramAuthRequest {
  if (query.get('bot_id') !== botId) return { ok: false, error: 'Bot not found: bot_id is unknown' }
  const origin = query.get('origin') ?? ''
  const parsed = URL.canParse(origin) ? new URL(origin) : undefined
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
    return { ok: false, error: 'origin must be the http(s) origin of the page logging in' }
  return { ok: true, origin, requestAccess: query.get('request_access') ?? undefined }
}

/** JSON safe inside an inline `<script>`. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The Telegram login popup, as the Login Widget's `telegram-widget.js` opens it: "Log in to
 * {origin}" for the test user, with Accept and Decline. Either posts Telegram's message to
 * `window.opener` for `origin` only — `JSON.stringify({event: 'auth_result', result})`, the
 * result being the user's fields signed with the bot token, or `false` — and closes the popup.
 * Unlike Telegram it signs when the page is served, not on Accept, and asks for no bot domain:
 * a local test fixture for a made-up user, as the backend's `/telegram-login` already is.
 */
export function telegramAuthPage(parameters: {
  readonly origin: string
  readonly requestAccess: string | undefined
  readonly botToken: string
}): string {
  const { origin, requestAccess, botToken } = parameters
  const result = signTelegramFields(
    { ...telegramTestUser, auth_date: Math.floor(Date.now() / 1_000) },
    botToken,
  )
  const user = `${telegramTestUser.first_name} ${telegramTestUser.last_name}`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Telegram login (local stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;color:#222}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>
<body>
<main>
<h1>Log in to ${escapeHtml(origin)}</h1>
<p>Local Telegram stand-in. ${escapeHtml(origin)} will get your Telegram name, username and photo${
    requestAccess === 'write' ? ', and the bot may send you messages' : ''
  }.</p>
<p>You are <strong>${escapeHtml(user)}</strong> (@${escapeHtml(telegramTestUser.username)}).</p>
<button type="button" id="accept">Accept</button><button type="button" id="decline">Decline</button>
</main>
<script>
const answer = (result) => {
  window.opener?.postMessage(JSON.stringify({ event: 'auth_result', result }), ${scriptJson(origin)})
  window.close()
}
document.getElementById('accept').addEventListener('click', () => answer(${scriptJson(result)}))
document.getElementById('decline').addEventListener('click', () => answer(false))
</script>
</body>
</html>
`
}

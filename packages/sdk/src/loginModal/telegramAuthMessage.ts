import { ProviderRpcError } from '../ProviderRpcError.js'
import { providerError } from '../providerError.js'

/** What Telegram's popup said: the user's signed widget fields, as a `tgAuthResult`. */
export type TelegramAuthorized = { readonly tgAuthResult: string }

type FieldCheck = (value: unknown) => boolean
const isText: FieldCheck = (value) => typeof value === 'string' && value.length > 0
const isPositiveInteger: FieldCheck = (value) =>
  Number.isSafeInteger(value) && (value as number) > 0

/**
 * The widget fields (https://core.telegram.org/widgets/login): required ones, then optional ones.
 * Any other field Telegram adds is kept as it came, since `hash` signs every field.
 */
const requiredFields: Readonly<Record<string, FieldCheck>> = {
  id: isPositiveInteger,
  first_name: isText,
  auth_date: isPositiveInteger,
  hash: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value),
}
const optionalFields: Readonly<Record<string, FieldCheck>> = {
  last_name: isText,
  username: isText,
  photo_url: (value) => typeof value === 'string' && /^https:\/\//.test(value),
}

const isWidgetFields = (result: unknown): result is Record<string, string | number> => {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false
  const fields = result as Record<string, unknown>
  return (
    Object.values(fields).every(
      (value) => typeof value === 'string' || typeof value === 'number',
    ) &&
    Object.entries(requiredFields).every(([name, check]) => check(fields[name])) &&
    Object.entries(optionalFields).every(
      ([name, check]) => fields[name] === undefined || check(fields[name]),
    )
  )
}

/** base64url, no padding, of the UTF-8 JSON of the widget fields: the `tgAuthResult` (notes §7). */
export function encodeTgAuthResult(fields: Readonly<Record<string, string | number>>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(fields))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The user declined in Telegram's popup: a 4001 the modal tells from a closed window. */
export const telegramDeclined = () =>
  new ProviderRpcError(4001, 'The user declined the Telegram login', {
    code: 'user_deny',
    declined: true,
  })

/**
 * Reads a `message` event as Telegram's login popup sends it (`telegram-widget.js`): only from
 * `popup` itself and from Telegram's origin, a string `{"event":"auth_result","result":…}`.
 * Anything else is not Telegram's answer and is ignored (`undefined`); `result: false` rejects as
 * declined (4001) and a result that is not widget fields as malformed (W-131).
 *
 * @example readTelegramAuthMessage(event, { popup, oauthOrigin: 'https://oauth.telegram.org' })
 */
export function readTelegramAuthMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expected: { readonly popup: unknown; readonly oauthOrigin: string },
): TelegramAuthorized | undefined {
  if (event.source !== expected.popup || event.origin !== expected.oauthOrigin) return undefined
  if (typeof event.data !== 'string') return undefined
  let message: unknown
  try {
    message = JSON.parse(event.data)
  } catch {
    return undefined // Telegram's own widget ignores what is not JSON
  }
  if (typeof message !== 'object' || message === null) return undefined
  const { event: name, result } = message as Record<string, unknown>
  if (name !== 'auth_result') return undefined
  if (result === false) throw telegramDeclined()
  if (!isWidgetFields(result))
    throw providerError('W-131', 'Telegram sent a login result that is not the widget fields')
  return { tgAuthResult: encodeTgAuthResult(result) }
}

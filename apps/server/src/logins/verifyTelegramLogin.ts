import { timingSafeEqual } from 'node:crypto'
import { type TelegramLoginFieldValues, telegramLoginHash } from '@tessera/service-kit'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'

/** notes §7: Telegram suggests checking `auth_date`; one day is the common limit. */
export const telegramLoginMaxAgeS = 86_400
/** How far in the future `auth_date` may be before it counts as forged (clock skew). */
const telegramClockSkewS = 60
/** A widget result is a few hundred characters; anything far longer is not one. */
const tgAuthResultMaxLength = 4_096
const tgAuthResultPattern = /^[A-Za-z0-9_-]+={0,2}$/
const fieldNamePattern = /^[a-z][a-z0-9_]{0,63}$/
const maxFieldCount = 32

/** The Telegram identity a verified `tgAuthResult` proves. */
export type TelegramUser = {
  id: string
  name: string
  username?: string
  photoUrl?: string
  /** Unix seconds at which Telegram signed the login. */
  authDate: number
}

export type VerifyTelegramLoginOptions = {
  botToken: string
  /** Unix seconds to check `auth_date` against; defaults to the clock. */
  nowS?: number
  /** Oldest accepted `auth_date`, in seconds before `nowS`. */
  maxAgeS?: number
}

export type VerifyTelegramLoginErrorType = ApiError

// Every received field enters the hash, so the raw map is kept and checked before it is typed.
const fieldValuesSchema = z
  .custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length <= maxFieldCount &&
      Object.keys(value).every((key) => fieldNamePattern.test(key)),
    'expected an object of lower-case field names',
  )
  .pipe(z.record(z.string(), z.union([z.string(), z.number()])))

const widgetFieldsSchema = z.looseObject({
  id: z.union([z.int().positive(), z.string().regex(/^[1-9][0-9]{0,19}$/)]),
  first_name: z.string().min(1),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.url({ protocol: /^https?$/ }).optional(),
  auth_date: z.int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/i),
})
type WidgetFields = z.infer<typeof widgetFieldsSchema>

type TelegramLoginCheck = (
  login: { values: TelegramLoginFieldValues; fields: WidgetFields },
  context: { botToken: string; nowS: number; maxAgeS: number },
) => string | undefined

/** notes §7: hex(HMAC-SHA-256(SHA-256(botToken), data_check_string)) equals `hash`, in constant time. */
const hashMatches: TelegramLoginCheck = ({ values, fields }, { botToken }) => {
  const expected = telegramLoginHash(values, botToken)
  const received = Buffer.from(fields.hash, 'hex')
  return timingSafeEqual(expected, received) ? undefined : 'hash does not match'
}

const isFresh: TelegramLoginCheck = ({ fields }, { nowS, maxAgeS }) =>
  nowS - fields.auth_date > maxAgeS ? `auth_date is older than ${maxAgeS} s` : undefined

const isNotFromFuture: TelegramLoginCheck = ({ fields }, { nowS }) =>
  fields.auth_date - nowS > telegramClockSkewS ? 'auth_date is in the future' : undefined

const telegramLoginChecks: readonly TelegramLoginCheck[] = [hashMatches, isFresh, isNotFromFuture]

/**
 * Verifies a Telegram Login Widget `tgAuthResult` as Telegram documents it and returns the user
 * (SPEC §7 `POST /auth/telegram/{id}`; notes §7). Any failure throws `telegram_invalid`.
 */
export function verifyTelegramLogin(
  tgAuthResult: string,
  options: VerifyTelegramLoginOptions,
): TelegramUser {
  const { botToken, nowS = Math.floor(Date.now() / 1000), maxAgeS = telegramLoginMaxAgeS } = options
  // An empty token would make the HMAC key public: refuse to verify rather than accept forgeries.
  if (!/^[0-9]+:[A-Za-z0-9_-]+$/.test(botToken)) {
    throw new ApiError('internal', { cause: new Error('Telegram bot token is not configured') })
  }
  const values = decodeTgAuthResult(tgAuthResult)
  const parsed = widgetFieldsSchema.safeParse(values)
  if (!parsed.success) throw telegramInvalid(parsed.error)
  const fields = parsed.data
  for (const check of telegramLoginChecks) {
    const failure = check({ values, fields }, { botToken, nowS, maxAgeS })
    if (failure !== undefined) throw telegramInvalid(new Error(failure))
  }
  return {
    id: String(fields.id),
    name: [fields.first_name, fields.last_name].filter(Boolean).join(' '),
    ...(fields.username ? { username: fields.username } : {}),
    ...(fields.photo_url ? { photoUrl: fields.photo_url } : {}),
    authDate: fields.auth_date,
  }
}

/** base64url (padding tolerated) → UTF-8 JSON → a flat map of field values; strict at each step. */
function decodeTgAuthResult(tgAuthResult: string): TelegramLoginFieldValues {
  // notes §7: Telegram sends the literal `false` when the user did not log in.
  if (tgAuthResult === 'false') throw telegramInvalid(new Error('Telegram reported no login'))
  if (tgAuthResult.length > tgAuthResultMaxLength || !tgAuthResultPattern.test(tgAuthResult)) {
    throw telegramInvalid(new Error('tgAuthResult is not base64url'))
  }
  const unpadded = tgAuthResult.replace(/=+$/, '')
  const bytes = Buffer.from(unpadded, 'base64url')
  // Buffer decoding is lenient; only a canonical encoding round-trips.
  if (bytes.toString('base64url') !== unpadded) {
    throw telegramInvalid(new Error('tgAuthResult is not canonical base64url'))
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch (error) {
    throw telegramInvalid(error)
  }
  const values = fieldValuesSchema.safeParse(json)
  if (!values.success) throw telegramInvalid(values.error)
  return values.data
}

function telegramInvalid(cause: unknown): ApiError {
  return new ApiError('telegram_invalid', { cause })
}

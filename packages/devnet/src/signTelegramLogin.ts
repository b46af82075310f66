import { telegramLoginHash } from '@tessera/service-kit'

/** The fields the Telegram Login Widget reports about a user, before `hash` is added. */
export type TelegramLoginFields = {
  id: number
  first_name: string
  last_name?: string
  username?: string
  photo_url?: string
  auth_date: number
}

/** Widget fields with the `hash` Telegram signs them with (its popup posts these to the page). */
export function signTelegramFields(
  fields: TelegramLoginFields,
  botToken: string,
): TelegramLoginFields & { hash: string } {
  return { ...fields, hash: telegramLoginHash(fields, botToken).toString('hex') }
}

/**
 * Signs widget fields as Telegram would and encodes them as a `tgAuthResult` (base64url JSON, no
 * padding), for tests and the local Telegram stand-in (SPEC §7 `POST /auth/telegram/{id}`; notes §7).
 */
export function signTelegramLogin(fields: TelegramLoginFields, botToken: string): string {
  return Buffer.from(JSON.stringify(signTelegramFields(fields, botToken)), 'utf8').toString(
    'base64url',
  )
}

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

/**
 * Signs widget fields as Telegram would and encodes them as a `tgAuthResult` (base64url JSON, no
 * padding), for tests and the local Telegram stand-in (SPEC §7 `POST /auth/telegram/{id}`; notes §7).
 */
export function signTelegramLogin(fields: TelegramLoginFields, botToken: string): string {
  const hash = telegramLoginHash(fields, botToken).toString('hex')
  return Buffer.from(JSON.stringify({ ...fields, hash }), 'utf8').toString('base64url')
}

import { createHash, createHmac } from 'node:crypto'

/** Telegram Login Widget field values as they appear in the widget's JSON (numbers stay numbers). */
export type TelegramLoginFieldValues = Readonly<Record<string, string | number>>

/**
 * The HMAC-SHA-256 Telegram puts in `hash` (SPEC §7 `POST /auth/telegram/{id}`; notes §7): the key
 * is SHA-256(botToken) as raw bytes, the message every field but `hash` as `key=value`, sorted by
 * key and joined with `\n`.
 */
export function telegramLoginHash(fields: TelegramLoginFieldValues, botToken: string): Buffer {
  const dataCheckString = Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n')
  const secretKey = createHash('sha256').update(botToken, 'utf8').digest()
  return createHmac('sha256', secretKey).update(dataCheckString, 'utf8').digest()
}

/**
 * A bot's public id: its token's part before ':' (`123456:AAE…` → `123456`), what Telegram's
 * login popup takes as `bot_id`. The rest of the token is the bot's secret and never leaves the
 * server.
 */
export function telegramBotIdOf(botToken: string): string {
  const [botId = ''] = botToken.split(':')
  return botId
}

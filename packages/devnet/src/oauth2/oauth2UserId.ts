import type { Oauth2ServiceName } from './oauth2Services.js'

/**
 * The stand-in user id a service gives an account (`accountIdForEmail`, so stable across
 * restarts), in that service's form (third-party-apis §9): an 18-digit Discord snowflake, a
 * GitHub number (sent as a JSON number), a 19-digit X id.
 */
export function oauth2UserId(service: Oauth2ServiceName, accountId: string): string {
  const seed = BigInt(accountId)
  if (service === 'github') return String(10_000_000n + (seed % 90_000_000n))
  const digits = service === 'discord' ? 18n : 19n
  return String(10n ** (digits - 1n) + (seed % (9n * 10n ** (digits - 1n))))
}

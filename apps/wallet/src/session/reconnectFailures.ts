/** SPEC §5 reconnect: the three texts a failed reconnect reports to the opener. */
export const reconnectFailures = {
  missing: 'Session ID missing, or logged out',
  mismatch: 'Session ID mismatch',
  expired: 'Session expired, try logging in again',
} as const

export type ReconnectFailure = (typeof reconnectFailures)[keyof typeof reconnectFailures]

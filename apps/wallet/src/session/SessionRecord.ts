/** SPEC §3 Session: what the host keeps (`setSessionID`) and reconnect checks against. */
export type SessionRecord = {
  readonly sessionID: string
  /** Ms since epoch; SPEC §9 reconnect expiry, about 24 h. */
  readonly sessionExpiry: number
  readonly timestamp: number
}

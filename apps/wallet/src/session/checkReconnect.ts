import { type ReconnectFailure, reconnectFailures } from './reconnectFailures.js'
import type { SessionRecord } from './SessionRecord.js'

/**
 * SPEC §5 reconnect: the stored session must exist, match the id the host sent and be
 * unexpired. Answers the failure text, or null when the session may be resumed.
 */
export function checkReconnect(
  stored: SessionRecord | undefined,
  requestedId: string | null,
  now: number,
): ReconnectFailure | null {
  if (!stored || !requestedId) return reconnectFailures.missing
  if (stored.sessionID !== requestedId) return reconnectFailures.mismatch
  if (stored.sessionExpiry <= now) return reconnectFailures.expired
  return null
}

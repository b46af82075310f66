import type { KeyNodeCall } from './callKeyNode.js'
import { keyNodeErrorCode } from './keyNodeErrorCode.js'

/** How far a device's clock may be from a node's before a fresh signed request expires there. */
export const clockToleranceMs = 60_000

/**
 * How far this device's clock is from a key node's (ms; positive: the device is ahead), when the
 * node refused a signed request as `request_expired` and answered its own time
 * (`error.serverTime`): review finding 7 of #16. A request signed just now only expires at a node
 * whose clock differs by more than `clockToleranceMs`; an answer within it (a request delayed on
 * the way), and every other answer, is undefined. A node that names no time gives NaN: the clock
 * is the likely cause, its size unknown.
 */
export function deviceClockOffset(call: KeyNodeCall, now: number): number | undefined {
  if (call.kind !== 'answer' || keyNodeErrorCode(call.body) !== 'request_expired') return undefined
  const { serverTime } = call.body.error as { serverTime?: unknown }
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return Number.NaN
  const offset = now - serverTime
  return Math.abs(offset) > clockToleranceMs ? offset : undefined
}

/** The first clock offset `deviceClockOffset` finds among a request's answers, if any. */
export function firstClockOffset(calls: readonly KeyNodeCall[], now: number): number | undefined {
  for (const call of calls) {
    const offset = deviceClockOffset(call, now)
    if (offset !== undefined) return offset
  }
  return undefined
}

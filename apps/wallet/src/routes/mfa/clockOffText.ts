import { mfaTexts } from './mfaTexts.js'

/**
 * What the user reads when the key nodes refused the signed requests as expired (#16 review
 * finding 7): how far this device's clock is ahead (positive, ms) or behind, in whole minutes,
 * or that it seems off when the nodes did not say their time (NaN).
 */
export function clockOffText(offsetMs: number): string {
  if (!Number.isFinite(offsetMs)) return mfaTexts.clockOff.unknown
  const count = Math.max(1, Math.round(Math.abs(offsetMs) / 60_000))
  const minutes = count === 1 ? '1 minute' : `${count} minutes`
  return offsetMs > 0 ? mfaTexts.clockOff.ahead(minutes) : mfaTexts.clockOff.behind(minutes)
}

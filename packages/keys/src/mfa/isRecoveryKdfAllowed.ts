import { recoveryKdfBounds } from './SealedRecoveryFactor.js'

/** Whether scrypt settings are within what this code seals and opens (N a power of two, bounded). */
export function isRecoveryKdfAllowed(kdf: { N: unknown; r: unknown; p: unknown }): boolean {
  const { N, r, p } = kdf
  if (typeof N !== 'number' || typeof r !== 'number' || typeof p !== 'number') return false
  if (!Number.isSafeInteger(N) || !Number.isSafeInteger(r) || !Number.isSafeInteger(p)) return false
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0
  return (
    isPowerOfTwo &&
    N >= recoveryKdfBounds.minN &&
    N <= recoveryKdfBounds.maxN &&
    r >= 1 &&
    r <= recoveryKdfBounds.maxR &&
    p >= 1 &&
    p <= recoveryKdfBounds.maxP
  )
}

/** A token id as a decimal or hex string or a number; null when missing or not one. */
export function readTokenId(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)) return BigInt(value)
  return null
}

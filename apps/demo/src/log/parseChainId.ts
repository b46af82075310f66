/** A chain id as providers send it (`'0x7a69'`, `31337` or `'31337'`) as a number, if valid. */
export function parseChainId(value: unknown): number | undefined {
  const raw =
    typeof value === 'object' && value !== null ? (value as { chainId?: unknown }).chainId : value
  const parsed = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined
}

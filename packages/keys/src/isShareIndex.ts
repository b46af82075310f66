const maxShareIndex = 255 // one byte per index, so at most 255 nodes (f(0) is the secret)

/** Whether a value is a share index: an integer in [1, 255]. */
export function isShareIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= maxShareIndex
}

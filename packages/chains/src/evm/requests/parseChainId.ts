/** A chain id given as a number, bigint, hex or decimal string; undefined when it is none. */
export function parseChainId(value: unknown): number | undefined {
  const number =
    typeof value === 'number' || typeof value === 'bigint'
      ? Number(value)
      : typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

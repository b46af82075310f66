/** A whole number given as a number or a bigint (kit reads RPC numbers as bigints); undefined otherwise. */
export function integerOf(value: unknown): number | undefined {
  const number = typeof value === 'bigint' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined
}

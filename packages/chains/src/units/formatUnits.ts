/**
 * A base-unit amount in whole units: `formatUnits(1_500_000n, 6)` is '1.5'. Exact (no floating
 * point), without trailing zeros.
 */
export function formatUnits(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

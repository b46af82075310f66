const decimalText = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * A decimal amount ('1.5', '.5', '-2') in base units of `decimals`: `parseUnits('1.5', 6)` is
 * 1_500_000n. Digits beyond `decimals` are rounded half up. Throws for text that is no number.
 */
export function parseUnits(text: string, decimals: number): bigint {
  const match = decimalText.exec(text)
  const [, sign = '', whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) throw new Error(`'${text}' is not a number`)
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  const roundsUp = (fraction[decimals] ?? '0') >= '5'
  const units = BigInt(`${whole || '0'}${kept}`) + (roundsUp ? 1n : 0n)
  return sign === '-' ? -units : units
}

import { parseUnits } from './parseUnits.js'

const decimalNumber = /^(\d+)(?:\.(\d+))?$|^\.(\d+)$/

/**
 * An amount as typed ('1.5', '.5') in base units of an asset with `decimals`; undefined when it
 * is not a positive number or has more decimal places than the asset.
 */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const match = decimalNumber.exec(text.trim())
  if (!match) return undefined
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return undefined
  const amount = parseUnits(text.trim(), decimals)
  return amount > 0n ? amount : undefined
}

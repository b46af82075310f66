import type { TokenAmount } from '@solana/kit'

/**
 * A token amount as the RPC shows it: base units as a string, the decimals, the amount as a
 * float (Agave divides as f64) and as an exact decimal string without trailing zeros.
 */
export function uiTokenAmount(amount: bigint, decimals: number): TokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return {
    amount: amount.toString() as TokenAmount['amount'],
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: (fraction ? `${whole}.${fraction}` : whole) as TokenAmount['uiAmountString'],
  }
}

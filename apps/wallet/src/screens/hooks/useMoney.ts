import { useCallback } from 'react'
import { useFiat } from './useFiat.js'

/** Formats an amount as '1.5 ETH ($3000.00)': the fiat in brackets only where SPEC §2 shows it. */
export type FormatMoney = (
  amount: { value: bigint; decimals: number; symbol: string },
  text: string,
) => string

/** Amounts of the chain `chainId` with their fiat equivalent (SPEC §2, §9). */
export function useMoney(chainId: number): FormatMoney {
  const fiat = useFiat()
  return useCallback<FormatMoney>(
    (amount, text) => {
      const shown = fiat({ ...amount, chainId })
      return shown ? `${text} ${amount.symbol} (${shown})` : `${text} ${amount.symbol}`
    },
    [fiat, chainId],
  )
}

import type { NetworkId } from '@tessera/engine'
import { useCallback } from 'react'
import { useFiat } from './useFiat.js'

/** Formats an amount as '1.5 ETH ($3000.00)': the fiat in brackets only where SPEC §2 shows it. */
export type FormatMoney = (
  amount: { value: bigint; decimals: number; symbol: string },
  text: string,
) => string

/** Amounts of the network `networkId` with their fiat equivalent (SPEC §2, §9). */
export function useMoney(networkId: NetworkId): FormatMoney {
  const fiat = useFiat()
  return useCallback<FormatMoney>(
    (amount, text) => {
      const shown = fiat({ ...amount, networkId })
      return shown ? `${text} ${amount.symbol} (${shown})` : `${text} ${amount.symbol}`
    },
    [fiat, networkId],
  )
}

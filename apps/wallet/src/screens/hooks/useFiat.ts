import { fiatValue, formatFiat } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { isMainnet } from '../shell/isMainnet.js'
import { useWalletContext } from '../WalletContext.js'

export type FormatFiatOf = (amount: {
  value: bigint
  decimals: number
  symbol: string
  chainId: number
}) => string | undefined

/**
 * Formats amounts in USD at the current rates ('$1.23', SPEC §9); undefined on testnets or
 * without a rate, where SPEC §2 shows no fiat.
 */
export function useFiat(): FormatFiatOf {
  const { rates } = useWalletContext().data
  const subscribe = useCallback((listener: () => void) => rates.subscribe(listener), [rates])
  const snapshot = useCallback(() => rates.snapshot(), [rates])
  const current = useSyncExternalStore(subscribe, snapshot)
  return useCallback<FormatFiatOf>(
    ({ value, decimals, symbol, chainId }) => {
      const fiat = fiatValue({
        amount: value,
        decimals,
        symbol,
        rates: current,
        isTestnet: !isMainnet(chainId),
      })
      return fiat === undefined ? undefined : formatFiat(fiat)
    },
    [current],
  )
}

import { fiatValue, formatFiat, type NetworkId } from '@tessera/engine'
import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

export type FormatFiatOf = (amount: {
  value: bigint
  decimals: number
  symbol: string
  networkId: NetworkId
}) => string | undefined

/**
 * Formats amounts in USD at the current rates ('$1.23', SPEC §9); undefined on testnets or
 * without a rate, where SPEC §2 shows no fiat.
 */
export function useFiat(): FormatFiatOf {
  const { engine, data } = useWalletContext()
  const { rates } = data
  const subscribe = useCallback((listener: () => void) => rates.subscribe(listener), [rates])
  const snapshot = useCallback(() => rates.snapshot(), [rates])
  const current = useSyncExternalStore(subscribe, snapshot)
  return useCallback<FormatFiatOf>(
    ({ value, decimals, symbol, networkId }) => {
      const fiat = fiatValue({
        amount: value,
        decimals,
        symbol,
        rates: current,
        isTestnet: !engine.networks.isMainnet(networkId),
      })
      return fiat === undefined ? undefined : formatFiat(fiat)
    },
    [current, engine],
  )
}

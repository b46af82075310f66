import type { QueryObserverOptions } from '@tanstack/query-core'
import type { FeeQuote, Transfer } from '@tessera/chains'
import type { WalletEngine } from '../WalletEngine.js'

/**
 * The fee of the user's transfer as typed, as a query (SPEC §2 SendTokens, SendNfts): asked
 * again whenever the asset, recipient or amount changes. Bigints go into the key as text.
 */
export function transferFeeQueryOptions(engine: WalletEngine, transfer: Transfer) {
  const { networkId, asset, to, amount } = transfer
  const assetKey =
    typeof asset === 'string' ? asset : `${asset.type}:${asset.address}:${asset.tokenId}`
  return {
    queryKey: [
      'tessera',
      'transferFee',
      engine.address,
      networkId,
      assetKey,
      to,
      amount.toString(),
    ] as const,
    queryFn: () => engine.transfers.quote(transfer),
  } satisfies QueryObserverOptions<FeeQuote>
}

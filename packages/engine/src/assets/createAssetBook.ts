import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import type { Address } from 'viem'
import { loadKnownTokens } from '../tokens/loadKnownTokens.js'
import type { AssetBook, WatchedAsset } from './AssetBook.js'

export type CreateAssetBookParameters = {
  /** What the user added before (the wallet reads it from per-app storage). */
  readonly assets?: readonly WatchedAsset[]
  /** Told every list after a change, to store it. */
  readonly onChange?: (assets: readonly WatchedAsset[]) => void
  /** The known Ethereum-mainnet tokens; the chain-1 catalogue (SPEC §3) when absent. */
  readonly ethereumMainnetAddresses?: Iterable<Address>
}

/**
 * An AssetBook held in memory: from `assets`, telling `onChange` after each add so the wallet
 * can keep it (in memory only when nobody listens: tests, a wallet that keeps nothing).
 */
export function createAssetBook(parameters: CreateAssetBookParameters = {}): AssetBook {
  let mainnet: Promise<ReadonlySet<string>> | undefined
  // Loaded on first use: the catalogue is a chunk of its own (loadKnownTokens).
  const mainnetAddresses = async (): Promise<Iterable<string>> =>
    parameters.ethereumMainnetAddresses ??
    (await loadKnownTokens(ethereumMainnetChainId)).map((token) => token.address)
  let assets: readonly WatchedAsset[] = [...(parameters.assets ?? [])]
  const has: AssetBook['has'] = ({ chainId, address, tokenId }) =>
    assets.some(
      (asset) =>
        asset.chainId === chainId &&
        asset.address.toLowerCase() === address.toLowerCase() &&
        (asset.type === 'erc20' ? tokenId === undefined : asset.tokenId === tokenId),
    )
  return {
    has,
    add: (asset) => {
      // Checked again here: two adds of one asset can both pass their earlier, awaited checks.
      const { chainId, address } = asset
      if (
        has(
          asset.type === 'erc20'
            ? { chainId, address }
            : { chainId, address, tokenId: asset.tokenId },
        )
      )
        throw new WalletError('W-142')
      assets = [...assets, asset]
      parameters.onChange?.(assets)
    },
    list: (chainId) => assets.filter((asset) => asset.chainId === chainId),
    isEthereumMainnetAsset: async (address) => {
      mainnet ??= mainnetAddresses().then(
        (addresses) => new Set([...addresses].map((known) => known.toLowerCase())),
      )
      return (await mainnet).has(address.toLowerCase())
    },
  }
}

import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import type { Address } from 'viem'
import { loadKnownTokens } from '../tokens/loadKnownTokens.js'
import type { AssetBook, AssetBookChange, AssetKey, WatchedAsset } from './AssetBook.js'

export type CreateAssetBookParameters = {
  /** What the user added before (the wallet reads it from per-app storage). */
  readonly assets?: readonly WatchedAsset[]
  /** Told every list after a change, and what left it, to store it. */
  readonly onChange?: AssetBookChange
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
  const has: AssetBook['has'] = (key) => assets.some(isAsset(key))
  const listeners = new Set<() => void>()
  const changed = (removed: readonly WatchedAsset[]) => {
    parameters.onChange?.(assets, removed)
    for (const listener of listeners) listener()
  }
  return {
    has,
    add: (asset) => {
      // Checked again here: two adds of one asset can both pass their earlier, awaited checks.
      if (has(keyOf(asset))) throw new WalletError('W-142')
      assets = [...assets, asset]
      changed([])
    },
    replace: (asset) => {
      const matches = isAsset(keyOf(asset))
      if (!assets.some(matches)) return
      assets = assets.map((entry) => (matches(entry) ? asset : entry))
      changed([])
    },
    remove: (key) => {
      const removed = assets.filter(isAsset(key))
      if (removed.length === 0) return
      assets = assets.filter((asset) => !removed.includes(asset))
      changed(removed)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
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

function keyOf(asset: WatchedAsset): AssetKey {
  const { chainId, address } = asset
  return asset.type === 'erc20'
    ? { chainId, address }
    : { chainId, address, tokenId: asset.tokenId }
}

/** Matches the asset with this key: a token by chain and address, an NFT by its tokenId too. */
function isAsset({ chainId, address, tokenId }: AssetKey) {
  return (asset: WatchedAsset) =>
    asset.chainId === chainId &&
    asset.address.toLowerCase() === address.toLowerCase() &&
    (asset.type === 'erc20' ? tokenId === undefined : asset.tokenId === tokenId)
}

import type {
  AssetBook,
  AssetBookChange,
  AssetKey,
  ChainAdapter,
  WatchedAsset,
} from '@tessera/chains'
import { WalletError } from '@tessera/errors'

export type CreateAssetBookParameters = {
  /** What the user added before (the wallet reads it from per-app storage). */
  readonly assets?: readonly WatchedAsset[]
  /** Told every list after a change, and what left it, to store it. */
  readonly onChange?: AssetBookChange
  /** Whether two addresses are one: the family's rule (EVM ignores case). Exact when absent. */
  readonly isSameAddress?: ChainAdapter['isSameAddress']
}

/**
 * An AssetBook held in memory: from `assets`, telling `onChange` after each add so the wallet
 * can keep it (in memory only when nobody listens: tests, a wallet that keeps nothing).
 */
export function createAssetBook(parameters: CreateAssetBookParameters = {}): AssetBook {
  const isSameAddress = parameters.isSameAddress ?? ((a: string, b: string) => a === b)
  /** Matches the asset with this key: a token by network and address, an NFT by its tokenId too. */
  const isAsset =
    ({ networkId, address, tokenId }: AssetKey) =>
    (asset: WatchedAsset) =>
      asset.networkId === networkId &&
      isSameAddress(asset.address, address) &&
      (asset.type === 'erc20' ? tokenId === undefined : asset.tokenId === tokenId)
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
    list: (networkId) => assets.filter((asset) => asset.networkId === networkId),
  }
}

function keyOf(asset: WatchedAsset): AssetKey {
  const { networkId, address } = asset
  return asset.type === 'erc20'
    ? { networkId, address }
    : { networkId, address, tokenId: asset.tokenId }
}

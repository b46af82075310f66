import { type Address, isAddressEqual } from 'viem'
import type { AssetMovement } from './assetMovements.js'
import type { EvmSimulatedAsset } from './EvmSimulatedAsset.js'

/**
 * Nets the movements into how `owner`'s balance of each asset changes: native first, then in
 * the order assets first moved. Assets that come back to where they were are left out.
 */
export function balanceChanges(
  movements: readonly AssetMovement[],
  owner: Address,
): { asset: EvmSimulatedAsset; delta: bigint }[] {
  const deltas = new Map<string, { asset: EvmSimulatedAsset; delta: bigint }>()
  for (const { asset, from, to, amount } of movements) {
    const sign = (isAddressEqual(to, owner) ? 1n : 0n) - (isAddressEqual(from, owner) ? 1n : 0n)
    if (sign === 0n) continue
    const key = assetKey(asset)
    const entry = deltas.get(key) ?? { asset, delta: 0n }
    deltas.set(key, { asset, delta: entry.delta + sign * amount })
  }
  return [...deltas.values()]
    .filter((change) => change.delta !== 0n)
    .sort((a, b) => Number(b.asset.type === 'native') - Number(a.asset.type === 'native'))
}

function assetKey(asset: EvmSimulatedAsset): string {
  if (asset.type === 'native') return 'native'
  const address = asset.address.toLowerCase()
  return asset.type === 'erc20' ? `erc20:${address}` : `${asset.type}:${address}:${asset.tokenId}`
}

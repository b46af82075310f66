import type { Address } from 'viem'
import type { AssetBook, WatchedAsset } from './AssetBook.js'

/**
 * An AssetBook in memory, for tests and for a wallet that keeps nothing.
 * `ethereumMainnetAddresses`: the known Ethereum-mainnet tokens (SPEC §3 catalogue of chain 1).
 */
export function createMemoryAssetBook(
  parameters: { readonly ethereumMainnetAddresses?: Iterable<Address> } = {},
): AssetBook & { list(): readonly WatchedAsset[] } {
  const mainnet = new Set(
    [...(parameters.ethereumMainnetAddresses ?? [])].map((a) => a.toLowerCase()),
  )
  const assets: WatchedAsset[] = []
  return {
    has: ({ chainId, address, tokenId }) =>
      assets.some(
        (asset) =>
          asset.chainId === chainId &&
          asset.address.toLowerCase() === address.toLowerCase() &&
          (asset.type === 'erc20' ? tokenId === undefined : asset.tokenId === tokenId),
      ),
    add: (asset) => {
      assets.push(asset)
    },
    isEthereumMainnetAsset: (address) => mainnet.has(address.toLowerCase()),
    list: () => [...assets],
  }
}

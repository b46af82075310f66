import type { AssetEntry } from '../../assets/AssetEntry.js'

/**
 * The home assets list (SPEC §2, §3): the native coin first, then every token the user added,
 * then catalogue tokens the user actually holds. Catalogue tokens with a zero or unreadable
 * balance stay hidden, so hundreds of known tokens do not crowd the list.
 */
export function selectShownAssets(
  assets: readonly AssetEntry[],
  customAddresses: readonly string[],
): AssetEntry[] {
  const custom = new Set(customAddresses.map((address) => address.toLowerCase()))
  const isCustom = (asset: AssetEntry) => custom.has(asset.address.toLowerCase())
  const native = assets.filter((asset) => asset.address === 'native')
  const tokens = assets.filter((asset) => asset.address !== 'native')
  return [
    ...native,
    ...tokens.filter(isCustom),
    ...tokens.filter((asset) => !isCustom(asset) && asset.balance !== null && asset.balance > 0n),
  ]
}

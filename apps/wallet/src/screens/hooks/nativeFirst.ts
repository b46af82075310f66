import type { AssetEntry } from '@tessera/engine'

/** SPEC §2: the native coin first, then the tokens in their order. */
export function nativeFirst(assets: readonly AssetEntry[]): readonly AssetEntry[] {
  return [
    ...assets.filter((asset) => asset.address === 'native'),
    ...assets.filter((asset) => asset.address !== 'native'),
  ]
}

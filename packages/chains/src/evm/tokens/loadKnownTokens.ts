import type { CatalogueToken } from './CatalogueToken.js'

/**
 * The known-token catalogue of a chain (SPEC §3: default lists for chain ids 1, 137, 42161 and
 * 56; empty elsewhere). Each list is its own chunk, loaded only when its chain is used.
 */
export async function loadKnownTokens(chainId: number): Promise<readonly CatalogueToken[]> {
  switch (chainId) {
    case 1:
      return (await import('../../../assets/token-lists/1.json'))
        .default as readonly CatalogueToken[]
    case 137:
      return (await import('../../../assets/token-lists/137.json'))
        .default as readonly CatalogueToken[]
    case 42161:
      return (await import('../../../assets/token-lists/42161.json'))
        .default as readonly CatalogueToken[]
    case 56:
      return (await import('../../../assets/token-lists/56.json'))
        .default as readonly CatalogueToken[]
    default:
      return []
  }
}

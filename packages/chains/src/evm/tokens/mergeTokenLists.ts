import type { TokenInfo } from '../../assets/AssetEntry.js'
import type { CustomToken, KnownToken } from '../../assets/KnownToken.js'

/**
 * The tokens whose balances the wallet reads on a chain: the user's own tokens first, then the
 * chain's catalogue (SPEC §3: the list per chain is merged into the user's asset list). A token
 * in both appears once, as the user added it, with the catalogue's logo when it has none.
 */
export function mergeTokenLists(
  customTokens: readonly CustomToken[],
  knownTokens: readonly KnownToken[],
): TokenInfo[] {
  const knownByAddress = new Map(knownTokens.map((token) => [token.address.toLowerCase(), token]))
  const custom = customTokens.map((token): TokenInfo => {
    const logo = token.logo ?? knownByAddress.get(token.address.toLowerCase())?.logo
    return logo ? { ...token, logo } : token
  })
  const customAddresses = new Set(custom.map((token) => token.address.toLowerCase()))
  return [
    ...custom,
    ...knownTokens.filter((token) => !customAddresses.has(token.address.toLowerCase())),
  ]
}

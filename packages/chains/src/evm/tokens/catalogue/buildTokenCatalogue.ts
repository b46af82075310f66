import { type Address, getAddress } from 'viem'
import type { CatalogueToken } from '../CatalogueToken.js'

/** One token of a token list in the Uniswap token-lists format. */
export type TokenListEntry = {
  readonly chainId: number
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** One token of the icon package's metadata: its icon file and its contract per network. */
export type IconEntry = {
  /** `token:<FILE>`: the icon is `<FILE>.svg`. */
  readonly filePath: string
  readonly symbol: string
  readonly addresses?: Readonly<Record<string, string>>
  /** Which styles the package ships for it: `branded`, `background`, `mono`. */
  readonly variants?: readonly string[]
}

const tokenIconPrefix = 'token:'

/** Icon styles in order of preference: the full-colour logo first. */
const iconVariants = ['branded', 'background', 'mono'] as const
export type IconVariant = (typeof iconVariants)[number]

/** The icon package's network key for each catalogue chain (SPEC §3: chains 1, 137, 42161, 56). */
export const iconNetworkByChainId: Readonly<Record<number, string>> = {
  1: 'ethereum',
  137: 'polygon-pos',
  42161: 'arbitrum-one',
  56: 'binance-smart-chain',
}

export type TokenCatalogue = {
  /** The catalogue per chain id, sorted by symbol then address. */
  readonly tokensByChainId: Readonly<Record<number, readonly CatalogueToken[]>>
  /** Every icon some entry uses: file name (without `.svg`) and the style to ship. */
  readonly logos: ReadonlyMap<string, IconVariant>
}

/**
 * Builds the known-token catalogue of `chainIds` from a token list, giving each token the icon
 * whose metadata names the same contract on that chain or, failing that, the only icon with its
 * symbol. Tokens with neither get no logo; the wallet shows a monogram for them.
 */
export function buildTokenCatalogue(parameters: {
  readonly tokens: readonly TokenListEntry[]
  readonly icons: readonly IconEntry[]
  readonly chainIds: readonly number[]
}): TokenCatalogue {
  const { tokens, icons, chainIds } = parameters
  const shippable = icons.flatMap((icon) => {
    // The name becomes a file name and a URL path segment: plain names only.
    if (!/^token:[\w.-]+$/.test(icon.filePath)) return []
    const variant = iconVariants.find((v) => icon.variants?.includes(v))
    return variant ? [{ ...icon, variant }] : []
  })
  const iconBySymbol = uniqueIconsBySymbol(shippable)
  const logos = new Map<string, IconVariant>()
  const variantOf = new Map(shippable.map((icon) => [iconFile(icon), icon.variant]))
  const tokensByChainId: Record<number, CatalogueToken[]> = {}
  for (const chainId of chainIds) {
    const network = iconNetworkByChainId[chainId]
    const iconByAddress = new Map<string, string>()
    for (const icon of shippable) {
      const address = network ? icon.addresses?.[network] : undefined
      if (address) iconByAddress.set(address.toLowerCase(), iconFile(icon))
    }
    const seen = new Set<string>()
    const entries: CatalogueToken[] = []
    for (const token of tokens) {
      const key = token.address.toLowerCase()
      if (token.chainId !== chainId || seen.has(key)) continue
      seen.add(key)
      const logo = iconByAddress.get(key) ?? iconBySymbol.get(token.symbol.toLowerCase())
      const variant = logo ? variantOf.get(logo) : undefined
      if (logo && variant) logos.set(logo, variant)
      entries.push(knownToken(token, logo))
    }
    tokensByChainId[chainId] = entries.sort(
      (a, b) => a.symbol.localeCompare(b.symbol, 'en') || a.address.localeCompare(b.address),
    )
  }
  return { tokensByChainId, logos }
}

function knownToken(token: TokenListEntry, logo: string | undefined): CatalogueToken {
  const address: Address = getAddress(token.address)
  const base = { address, name: token.name, symbol: token.symbol, decimals: token.decimals }
  return logo ? { ...base, logo: `${logo}.svg`, erc20: true } : { ...base, erc20: true }
}

function iconFile(icon: IconEntry): string {
  return icon.filePath.slice(tokenIconPrefix.length)
}

function uniqueIconsBySymbol(icons: readonly IconEntry[]): Map<string, string> {
  const bySymbol = new Map<string, string | null>()
  for (const icon of icons) {
    const symbol = icon.symbol.toLowerCase()
    bySymbol.set(symbol, bySymbol.has(symbol) ? null : iconFile(icon))
  }
  return new Map(
    [...bySymbol].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

import { solanaFixtureTokens } from '../fixtures/solanaFixtureTokens.js'

/** A `solana-labs/token-list` entry (third-party-apis §6). */
export type SolanaTokenListEntry = {
  /** 101 mainnet-beta, 102 testnet, 103 devnet. */
  readonly chainId: number
  readonly address: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoURI: string
  readonly tags: readonly string[]
  readonly extensions: Readonly<Record<string, string>>
}

/** The cluster ids the token list uses. */
export const solanaTokenListChainIds = { mainnetBeta: 101, testnet: 102, devnet: 103 } as const

const githubAssets = 'https://raw.githubusercontent.com/solana-labs/token-list/main/assets/mainnet'

/** Well-known mainnet entries as the real list has them, so filtering by cluster is testable. */
const mainnetTokens: readonly SolanaTokenListEntry[] = [
  {
    chainId: solanaTokenListChainIds.mainnetBeta,
    address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    logoURI: `${githubAssets}/EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v/logo.png`,
    tags: ['stablecoin'],
    extensions: { coingeckoId: 'usd-coin', website: 'https://www.centre.io/' },
  },
  {
    chainId: solanaTokenListChainIds.mainnetBeta,
    address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    symbol: 'USDT',
    name: 'USDT',
    decimals: 6,
    logoURI: `${githubAssets}/Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB/logo.svg`,
    tags: ['stablecoin'],
    extensions: { coingeckoId: 'tether', website: 'https://tether.to/' },
  },
  {
    chainId: solanaTokenListChainIds.mainnetBeta,
    address: 'So11111111111111111111111111111111111111112',
    symbol: 'SOL',
    name: 'Wrapped SOL',
    decimals: 9,
    logoURI: `${githubAssets}/So11111111111111111111111111111111111111112/logo.png`,
    tags: [],
    extensions: { coingeckoId: 'solana', website: 'https://solana.com/' },
  },
]

/** Where the list serves a fixture token's logo, below the list's own asset folder. */
export function fixtureLogoPath(mint: string): string {
  return `/github/assets/devnet/${mint}/logo.svg`
}

/**
 * The local list's tokens: the fixture mints on devnet (103), with logos the stand-in serves
 * from `baseUrl`, and a few mainnet (101) tokens.
 */
export function solanaTokenListTokens(baseUrl: string): SolanaTokenListEntry[] {
  const fixtures = Object.values(solanaFixtureTokens).map(
    (token): SolanaTokenListEntry => ({
      chainId: solanaTokenListChainIds.devnet,
      address: token.mint,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoURI: `${baseUrl}${fixtureLogoPath(token.mint)}`,
      tags: ['tessera-fixture'],
      extensions: { description: `${token.name}, a fixture of the Tessera local cluster` },
    }),
  )
  return [...fixtures, ...mainnetTokens]
}

/** The whole document, in the real list's shape, with `tokens` as given. */
export function solanaTokenListDocument(tokens: readonly SolanaTokenListEntry[]) {
  return {
    name: 'Solana Token List',
    logoURI:
      'https://cdn.jsdelivr.net/gh/trustwallet/assets@master/blockchains/solana/info/logo.png',
    keywords: ['solana', 'spl'],
    tags: {
      stablecoin: {
        name: 'stablecoin',
        description: 'Tokens that are fixed to an external asset, e.g. the US dollar',
      },
      'tessera-fixture': {
        name: 'tessera-fixture',
        description: 'Minted by the Tessera local cluster',
      },
    },
    timestamp: '2021-03-03T19:57:21+0000',
    version: { major: 0, minor: 3, patch: 3 },
    tokens,
  }
}

/**
 * What the fixtures hold, in one place: deployment, the fixture server and tests read it.
 * Amounts are in base units.
 */
export const fixtureTokens = {
  tusd: { name: 'Tessera USD', symbol: 'TUSD', decimals: 6, supply: 1_000_000n * 10n ** 6n },
  tst: { name: 'Tessera Test Token', symbol: 'TST', decimals: 18, supply: 1_000_000n * 10n ** 18n },
} as const

export const fixtureNftCollection = {
  name: 'Tessera Tiles',
  symbol: 'TILE',
  /** Token 1's URI is a `data:` URI; token 2's is served by the fixture server. */
  dataUriTokenId: 1n,
  httpUriTokenId: 2n,
} as const

export const fixtureMultiTokenCollection = {
  name: 'Tessera Badges',
  /** ERC-1155 ids and the amounts the test user holds. */
  balances: [
    { id: 1n, amount: 5n },
    { id: 2n, amount: 1n },
  ],
} as const

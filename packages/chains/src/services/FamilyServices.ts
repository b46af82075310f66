/**
 * Outside services a family may use (SPEC §7), each a configured URL: tests and `npm start`
 * point them at local stand-ins that speak the same API.
 */
export type FamilyServices = {
  /** SPEC §7 NFTs by owner (Ankr's `ankr_getNFTsByOwner`): EVM finds the user's NFTs with it. */
  readonly nftIndexer?: NftIndexerConfig
  /** SPEC §7 Solana token list, from two mirror hosts: the first, then the fallback. */
  readonly tokenListUrls?: readonly string[]
}

export type NftIndexerConfig = {
  /** The indexer's endpoint: `https://rpc.ankr.com/multichain/{key}`, or a local stand-in. */
  readonly url: string
  /** Its chain names (Ankr's `blockchain`) and their ids; SPEC §7's twelve when not given. */
  readonly chainIds?: Readonly<Record<string, number>>
}

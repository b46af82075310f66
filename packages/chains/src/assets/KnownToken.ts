/**
 * A token a family knows without asking the chain (SPEC §3 known-token catalogue on EVM, the
 * Solana token list, §7): `logo` is an image URL ready to show, absent when none is known.
 */
export type KnownToken = {
  readonly address: string
  readonly name: string
  readonly symbol: string
  /** 0 to 24 (SPEC §3). */
  readonly decimals: number
  readonly logo?: string
}

/** A token the user added by hand (SPEC §3 custom token): address, symbol, decimals, optional logo and name. */
export type CustomToken = {
  readonly address: string
  readonly symbol: string
  readonly decimals: number
  readonly name?: string
  readonly logo?: string
}

/** What a token's contract says of itself (SPEC §5 Add Token: symbol and decimals are then locked). */
export type TokenMetadata = {
  readonly symbol?: string
  readonly decimals?: number
  readonly name?: string
}

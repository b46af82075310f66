import type { Address } from 'viem'

/**
 * An entry of the known-token catalogue (SPEC §3), keyed by contract address. `logo` is a file
 * name under the wallet's token-logo folder (see `tokenLogoUrl`); absent when no icon is shipped.
 */
export type KnownToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  /** 0 to 24 (SPEC §3). */
  readonly decimals: number
  readonly logo?: string
  readonly erc20: true
}

/** A token the user added by hand (SPEC §3 custom token): address, symbol, decimals, optional logo and name. */
export type CustomToken = {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
  readonly name?: string
  readonly logo?: string
}

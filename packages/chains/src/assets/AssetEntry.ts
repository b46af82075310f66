/** The chain coin of a network config (SPEC §3 `nativeCurrency`). */
export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/**
 * A token whose balance the wallet reads (SPEC §3): a catalogue or token-list entry, or a custom
 * token. `address` is the family's own: an EVM contract, a Solana mint.
 */
export type TokenInfo = {
  readonly address: string
  readonly symbol: string
  readonly decimals: number
  readonly name?: string
  readonly logo?: string
}

/**
 * An asset entry of SPEC §3: `address` is 'native' for the chain coin. `balance` is in base
 * units, or null when it could not be read (SPEC §8: token balance failures are logged only).
 */
export type AssetEntry = {
  readonly address: 'native' | string
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly balance: bigint | null
  readonly logo?: string
}

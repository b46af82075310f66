import type { Address } from 'viem'

/** A token whose balance the wallet reads: a catalogue entry or a custom token (SPEC §3). */
export type TokenInfo = {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
  readonly name?: string
  readonly logo?: string
}

/** The chain coin of a network config (SPEC §3 `nativeCurrency`). */
export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/**
 * An asset entry of SPEC §3: `address` is 'native' for the chain coin. `balance` is in base
 * units, or null when it could not be read (SPEC §8: token balance failures are logged only).
 */
export type AssetEntry = {
  readonly address: 'native' | Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly balance: bigint | null
  readonly logo?: string
}

import type { Address, Blockhash } from '@solana/kit'

/** How an SPL token moves: which accounts, on which token program, with the mint's decimals. */
export type TokenTransferPlan = {
  readonly mint: Address
  readonly decimals: number
  /** The mint's own program: Token or Token-2022. */
  readonly tokenProgram: Address
  /** The sender's token account of the mint that holds enough. */
  readonly source: Address
  /** The recipient's associated token account. */
  readonly destination: Address
  /** The recipient has none yet: the send creates it (idempotently) and pays its rent. */
  readonly createsDestination: boolean
}

/**
 * What a Solana transfer takes from the network before it is signed and keeps for its retries:
 * a recent blockhash and, for a token, its accounts. A retry builds the very same message and
 * signs it the same way (the signer is deterministic), so it cannot pay twice.
 */
export type PreparedSolanaTransfer = {
  readonly lifetime: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint }
  readonly token: TokenTransferPlan | null
}

/** The accounts a v0 message loads from its lookup tables: writable ones, then read-only ones. */
export type LoadedAddresses = {
  readonly writable: readonly string[]
  readonly readonly: readonly string[]
}

/**
 * A host's transaction as the wallet keeps it from parsing to signing: plain data (the engine
 * deep-freezes it and digests it with what the approval shows). What is shown is decoded from
 * `wireTransaction` and what is signed is its message, so the two cannot differ.
 */
export type SolanaTransactionRequest = {
  /** The serialized transaction exactly as the host sent it, as base64. */
  readonly wireTransaction: string
  /** What its lookup tables held when it was received (none for a legacy message). */
  readonly loadedAddresses: LoadedAddresses
  /**
   * Whether its recent blockhash could still land it when it was received; null for a durable
   * nonce transaction or when the node could not tell.
   */
  readonly isBlockhashValid: boolean | null
  /**
   * The mint and decimals of each token account a plain SPL `transfer` moves from, read from the
   * node when it was received: that instruction names neither (`transferChecked` names both).
   */
  readonly tokenAccounts: Readonly<
    Record<string, { readonly mint: string; readonly decimals: number }>
  >
}

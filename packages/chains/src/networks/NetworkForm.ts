/** What the user typed in the Add network or Edit network form (SPEC §2), untrimmed. */
export type NetworkForm = {
  readonly chainName: string
  readonly rpcUrl: string
  readonly currencySymbol: string
  /** The family's own chain id: EVM hex (`0x89`) or decimal. */
  readonly chainId: string
  /** Optional: empty when none (SPEC §5). */
  readonly explorerUrl: string
}

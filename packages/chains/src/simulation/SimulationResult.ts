/** An asset whose balance a transaction changes: the chain coin, a token, an NFT. */
export type SimulatedAsset =
  | { readonly type: 'native' }
  | { readonly type: 'token'; readonly address: string }
  | { readonly type: 'nft'; readonly address: string; readonly tokenId: bigint }

/**
 * How the sender's balance of one asset changes: `delta` in base units (an NFT: ±1 or the
 * quantity), negative when it leaves. `symbol`/`decimals` (tokens) and `name` (collections) when
 * the chain says.
 */
export type BalanceChange = {
  readonly asset: SimulatedAsset
  readonly delta: bigint
  readonly symbol?: string
  readonly decimals?: number
  readonly name?: string
}

/**
 * The predicted effect of a transaction before the user approves it. `success` lists the
 * sender's balance changes (the fee not included: the fee field shows it); `reverted` says why
 * the transaction would fail; `unavailable` means the node cannot simulate.
 */
export type SimulationResult =
  | { readonly status: 'success'; readonly changes: readonly BalanceChange[] }
  | { readonly status: 'reverted'; readonly reason: string }
  | { readonly status: 'unavailable'; readonly reason: string }

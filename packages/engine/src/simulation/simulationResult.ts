import type { Address } from 'viem'

/** An asset whose balance a transaction changes. */
export type SimulatedAsset =
  | { readonly type: 'native' }
  | { readonly type: 'erc20'; readonly address: Address }
  | { readonly type: 'erc721'; readonly address: Address; readonly tokenId: bigint }
  | { readonly type: 'erc1155'; readonly address: Address; readonly tokenId: bigint }

/**
 * How the sender's balance of one asset changes: `delta` in base units (ERC-721: ±1), negative
 * when it leaves. `symbol`/`decimals` (ERC-20) and `name` (collections) when the contract says.
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
 * sender's balance changes (gas fee not included: the gas panel shows it); `reverted` says why
 * the transaction would fail; `unavailable` means the node cannot simulate.
 */
export type SimulationResult =
  | {
      readonly status: 'success'
      readonly changes: readonly BalanceChange[]
      readonly gasUsed: bigint
    }
  | { readonly status: 'reverted'; readonly reason: string }
  | { readonly status: 'unavailable'; readonly reason: string }

import type { Address } from 'viem'

/** An asset an EVM transaction moves, by its standard. */
export type EvmSimulatedAsset =
  | { readonly type: 'native' }
  | { readonly type: 'erc20'; readonly address: Address }
  | { readonly type: 'erc721'; readonly address: Address; readonly tokenId: bigint }
  | { readonly type: 'erc1155'; readonly address: Address; readonly tokenId: bigint }

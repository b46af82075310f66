import type { Address, Hash, Hex } from 'viem'

/**
 * SPEC §3 Activity operations an EVM transaction can have here: the user's own SendTokens
 * transfer is a Send; an approved host eth_sendTransaction is mapped by `operationOf`.
 */
export type ActivityOperation = 'Send' | 'Contract Deployment' | 'Contract Interaction'

/** SPEC §4 'Activity status' for EVM: Pending until the receipt is seen. */
export type ActivityStatus = 'Pending' | 'Success' | 'Failed'

/**
 * One entry of the activity history (SPEC §3 Activity, the fields EVM knows). Plain JSON:
 * wei amounts are decimal strings, `transaction.amount` is in the asset's own units ('0.25').
 */
export type Activity = {
  readonly chainId: number
  readonly operation: ActivityOperation
  readonly txHash: Hash
  /** The network's first block explorer + /tx/hash; null when it has none. */
  readonly explorerUrl: string | null
  readonly transaction: {
    readonly hash: Hash
    readonly amount: string
    readonly nonce: number | null
    readonly gasLimit: string | null
    /** The gas price, or the max fee per gas of a type 2 transaction, in wei. */
    readonly gasPrice: string | null
    /** Known once the receipt is seen, as is `fee` (gas used × effective gas price, in wei). */
    readonly gasUsed: string | null
    readonly data: Hex | null
    readonly fee: string | null
  }
  readonly status: ActivityStatus
  /** When it was broadcast, in ms since the epoch. */
  readonly date: number
  readonly address: { readonly from: Address; readonly to: Address | null }
  /** The ERC-20 token sent; null for the native coin. */
  readonly customToken: {
    readonly address: Address
    readonly symbol: string
    readonly decimals: number
  } | null
  /** SPEC §3 Activity.nft: the NFT sent (SendNfts); absent for coins and tokens. */
  readonly nft?: ActivityNft
}

/** The NFT of a Send, as the user's list named it; `tokenId` as a decimal string. */
export type ActivityNft = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: Address
  readonly tokenId: string
  readonly collectionName: string
  readonly name: string | null
  readonly image: string | null
}

/** What a receipt tells about a Pending activity. */
export type ActivityReceipt = {
  readonly status: 'Success' | 'Failed'
  readonly gasUsed: string
  readonly fee: string
}

/**
 * Where the activities of the logged-in address live (the wallet keeps them in per-app storage).
 * `save` may throw (storage full, blocked): the engine then reports W-136 and carries on.
 */
export type ActivityStore = {
  load(): readonly Activity[]
  save(activities: readonly Activity[]): void
}

import type { NetworkId } from '../networks/NetworkId.js'

/**
 * SPEC §3 Activity operations the wallet records: the user's own transfers are a Send; a host's
 * transaction is mapped by its family (a deployment, a contract call, a bare transfer); a card
 * on-ramp purchase is a Buy (issue #20), followed by its order, not by the network.
 */
export type ActivityOperation =
  | 'Send'
  | 'Contract Deployment'
  | 'Contract Interaction'
  | 'Transaction'
  | 'Batched Transaction'
  | 'Buy'

/**
 * SPEC §4 'Activity status': Pending until the network has it (Solana records Success at once);
 * an on-ramp order's status maps to Unapproved, Processing, Pending, then Success, Cancelled,
 * Failed, Refunded or Expired.
 */
export type ActivityStatus =
  | 'Pending'
  | 'Success'
  | 'Failed'
  | 'Unapproved'
  | 'Processing'
  | 'Cancelled'
  | 'Refunded'
  | 'Expired'

/** The card on-ramp order of a Buy (SPEC §3 `sellDetails`, for a purchase): what was paid and got. */
export type ActivityOrder = {
  readonly orderId: string
  readonly provider: 'transak'
  readonly crypto: { readonly amount: string; readonly currency: string }
  readonly fiat: { readonly amount: string; readonly currency: string; readonly fee: string }
}

/**
 * One entry of the activity history (SPEC §3 Activity). Plain JSON: base-unit amounts are decimal
 * strings, `transaction.amount` is in the asset's own units ('0.25'). Fields a family does not
 * have are null.
 */
export type Activity = {
  readonly networkId: NetworkId
  readonly operation: ActivityOperation
  /** The transaction's id on its network: an EVM hash, a Solana signature. */
  readonly txHash: string
  /** The network's first block explorer page of the transaction; null when it has none. */
  readonly explorerUrl: string | null
  readonly transaction: {
    readonly hash: string
    readonly amount: string
    readonly nonce: number | null
    readonly gasLimit: string | null
    /** The gas price, or the max fee per gas of a type 2 transaction, in base units. */
    readonly gasPrice: string | null
    /** Known once the network has it, as is `fee` (in the native coin's base units). */
    readonly gasUsed: string | null
    readonly data: string | null
    readonly fee: string | null
    /** SPEC §3: Solana's compute units consumed, once the transaction is found. */
    readonly computeUnitsConsumed?: string | null
  }
  readonly status: ActivityStatus
  /**
   * True while the network has not told everything yet (fee, gas used, compute units): the log
   * keeps asking. A Pending activity always waits.
   */
  readonly isAwaitingDetails?: boolean
  /** When it was broadcast, in ms since the epoch. */
  readonly date: number
  readonly address: { readonly from: string; readonly to: string | null }
  /** The token sent; null for the native coin. */
  readonly customToken: {
    readonly address: string
    readonly symbol: string
    readonly decimals: number
  } | null
  /** SPEC §3 Activity.nft: the NFT sent (SendNfts); absent for coins and tokens. */
  readonly nft?: ActivityNft
  /** A Buy's on-ramp order; its status comes from the order's realtime channel. */
  readonly order?: ActivityOrder
}

/** The NFT of a Send, as the user's list named it; `tokenId` as a decimal string. */
export type ActivityNft = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: string
  readonly tokenId: string
  readonly collectionName: string
  readonly name: string | null
  readonly image: string | null
}

/** What the network told about an activity since it was recorded: the fields that changed. */
export type ActivityProgress = {
  readonly status: ActivityStatus
  readonly transaction: Partial<Activity['transaction']>
  /** False once nothing more will come. */
  readonly isAwaitingDetails: boolean
}

/** The rows an activity's details show, each named by what it is; values formatted by the family. */
export type ActivityDetail = {
  readonly label:
    | 'hash'
    | 'amount'
    | 'nonce'
    | 'gasLimit'
    | 'gasPrice'
    | 'gasUsed'
    | 'data'
    | 'fee'
    | 'computeUnitsConsumed'
  /** The value as shown; null when the network has not told it yet. */
  readonly value: string | null
}

/**
 * Where the activities of the logged-in address live (the wallet keeps them in per-app storage).
 * `save` may throw (storage full, blocked): the engine then reports W-136 and carries on.
 */
export type ActivityStore = {
  load(): readonly Activity[]
  save(activities: readonly Activity[]): void
}

import type { NftType } from '../assets/WatchedAsset.js'
import type { NetworkId } from '../networks/NetworkId.js'

/**
 * SPEC §3 Activity operations the wallet records: the user's own transfers are a Send; a host's
 * transaction is mapped by its family (a deployment, a contract call, a bare transfer); a card
 * on-ramp purchase is a Buy (issue #20), followed by its order, not by the network; the
 * replacement the user sent to cancel a pending transaction is a Cancel (issue #20, SPEC §4).
 */
export type ActivityOperation =
  | 'Send'
  | 'Cancel'
  | 'Contract Deployment'
  | 'Contract Interaction'
  | 'Transaction'
  | 'Batched Transaction'
  | 'Buy'
  | 'Sell'

/**
 * SPEC §4 'Activity status': Pending until the network has it (Solana records Success at once);
 * an on-ramp order's status maps to Unapproved, Processing, Pending, then Success, Cancelled,
 * Failed, Refunded or Expired. A Sell is Rejected or Approved by the user on the sell page (SPEC §4).
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
  | 'Rejected'
  | 'Approved'

/**
 * The card on-ramp order of a Buy or Sell (SPEC §3 `sellDetails`): what was paid and got. A Sell
 * also names the token it sold: its contract ('NATIVE' for the coin), decimals and logo.
 */
export type ActivityOrder = {
  readonly orderId: string
  readonly provider: 'transak'
  readonly crypto: {
    readonly amount: string
    readonly currency: string
    readonly contractAddress?: string
    readonly decimals?: number
    readonly logo?: string | null
  }
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
  /** A Buy's or Sell's on-ramp order (SPEC §3 sellDetails); its status comes from the order's realtime channel. */
  readonly order?: ActivityOrder
  /**
   * Issue #20: on a Cancel, the hash of the transaction it replaces (same network). Once the
   * Cancel is mined that one is Cancelled (SPEC §4); if that one is mined first, the Cancel fails.
   */
  readonly cancels?: string
  /** Why a Failed activity failed, where the wallet knows better than the network. */
  readonly failureReason?: ActivityFailureReason
}

/**
 * Issue #20, why a Cancel failed: `minedBeforeCancel`, the transaction it replaced was mined
 * first; `otherCancelMined`, another Cancel of that transaction was mined (and cancelled it).
 */
export type ActivityFailureReason = 'minedBeforeCancel' | 'otherCancelMined'

/**
 * Issue #20: the replacement that would cancel a pending transaction, quoted before the user
 * confirms it; sent as quoted.
 */
export type CancelQuote = {
  /** The Pending activity it cancels. */
  readonly activity: Activity
  /** The most the replacement can cost (gas limit × max fee), in the native coin's base units. */
  readonly maxFee: bigint
  /** The family's fee values of the replacement (EVM: gas limit and fees). */
  readonly values: Readonly<Record<string, bigint>>
}

/** The NFT of a Send, as the user's list named it; `tokenId` as a decimal string. */
export type ActivityNft = {
  readonly type: NftType
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

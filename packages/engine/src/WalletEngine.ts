import type {
  Activity,
  ActivityDetail,
  ActivityStore,
  AppModeName,
  AssetBookChange,
  AssetEntry,
  CallBatchStore,
  ChainAdapter,
  ChainFamily,
  CustomFeeField,
  EngineEvent,
  FamilyCapabilities,
  FamilyServices,
  FeeOption,
  FeeQuote,
  Hex,
  NetworkConfig,
  NetworkForm,
  NetworkId,
  RequestId,
  SecurityAlert,
  SimulationResult,
  WatchedAsset,
} from '@tessera/chains'
import type { WalletError } from '@tessera/errors'
import type { AccountType } from '@tessera/protocol'
import type { ActivityCancelActions } from './activities/createActivityCancels.js'
import type { UserTokens } from './assets/createUserTokens.js'
import type { WatchedCallBatches } from './calls/watchCallBatches.js'
import type { AppConnectionStore, WatchedAppConnection } from './connection/createAppConnection.js'
import type { NetworkStore } from './networks/createNetworkStore.js'
import type { UserNfts } from './nfts/createUserNfts.js'
import type { PendingRequest } from './requests/PendingRequest.js'
import type { UserTransfers } from './transfers/createUserTransfers.js'

/**
 * Where the user's added tokens and NFTs live (SPEC §3 'asset contracts per address and chain');
 * the wallet keeps them in per-app storage.
 */
export type AssetStore = {
  load(): readonly WatchedAsset[]
  save: AssetBookChange
}

export type CreateWalletEngineParameters = {
  /** The family of the app (SPEC §3 chain_type), from `loadChainAdapter`. */
  readonly adapter: ChainAdapter
  /**
   * The rebuilt key (a secp256k1 private key, or an ed25519 scalar, as hex): the family's
   * account comes from it, and what an account cannot do (EVM encryption, NoUI key export).
   */
  readonly privateKey: Hex
  readonly chains: readonly NetworkConfig[]
  readonly selectedNetworkId: NetworkId
  readonly appMode: AppModeName
  /**
   * The app's operator allowed key export (`get-app-config` `key_export_allowed`): required, so
   * every caller decides; a method that exports the key works only with it and in NoUI mode.
   */
  readonly isKeyExportAllowed: boolean
  readonly gaslessEnabled?: boolean
  /** SPEC §4: the preferred address type; defaults to scw with gasless on, else eoa. */
  readonly accountType?: AccountType
  /** The user's added tokens and NFTs; in memory only when absent. */
  readonly assets?: AssetStore
  /** The activity history of this address; in memory only when absent. */
  readonly activities?: ActivityStore
  /** The outside services the family may use (SPEC §7): NFT indexer, token lists. */
  readonly services?: FamilyServices
  /**
   * EIP-2255 (issue #17): the host app's connection, kept by the wallet per app and origin; in
   * memory and connected from the start when absent.
   */
  readonly connection?: AppConnectionStore
  /**
   * EIP-5792 (issue #17): the app's wallet_sendCalls batches, kept by the wallet per user and app
   * for wallet_getCallsStatus; in memory only when absent.
   */
  readonly callBatches?: CallBatchStore
  /** SPEC §8 silent list: failures to log only, such as W-136 (an activity could not be saved). */
  readonly onSilentError?: (error: WalletError) => void
  readonly onEvent: (event: EngineEvent) => void
}

export type EngineRequest = {
  readonly id: RequestId
  readonly method: string
  readonly params?: unknown
}

export type WalletEngine = {
  readonly family: ChainFamily
  /** The account's address, as the family writes it. */
  readonly address: string
  /** What the family offers on the screens (SPEC §2): screens branch on this, not on the family. */
  readonly capabilities: FamilyCapabilities
  /**
   * Answers one host request: resolves with the JSON-RPC result or rejects with a WalletError
   * (or a node's coded error for forwarded methods). Methods needing approval wait for
   * `approvals.approve(id)` / `reject(id)`.
   */
  request(request: EngineRequest): Promise<unknown>
  readonly approvals: {
    subscribe(listener: () => void): () => void
    snapshot(): {
      readonly pending: readonly PendingRequest[]
      readonly skipped: readonly PendingRequest[]
    }
    /** Approves exactly the request shown under this id. Throws W-130 for an unknown id. */
    approve(id: RequestId, edits?: { readonly fee?: FeeOption['choice'] }): void
    reject(id: RequestId): void
    /** SPEC §4: to the skipped list; approve or reject later. */
    skip(id: RequestId): void
    /** The fee of a waiting transaction, with the fee panel's options (SPEC §2). */
    quoteFee(id: RequestId): Promise<FeeQuote>
    /** What a waiting transaction would do to the wallet's balances, before approval. */
    simulate(id: RequestId): Promise<SimulationResult>
    /**
     * Issue #17: what the local security rules found in a waiting request, dangers first; none
     * for a method without rules. A danger asks the user for one more confirmation.
     */
    alerts(id: RequestId): Promise<readonly SecurityAlert[]>
  }
  readonly networks: Pick<NetworkStore, 'list' | 'selected' | 'subscribe' | 'select'> & {
    /**
     * SPEC §5 Add network: W-110, 'unsupported protocol scheme', W-101, W-122, W-123; a known
     * chain id gets its RPC replaced, a new one is added as custom; either is then selected.
     */
    add(form: NetworkForm): Promise<void>
    /** SPEC §5 Edit network: as `add`, plus W-103 (selected) and W-102 (another's chain id). */
    edit(id: NetworkId, form: NetworkForm): Promise<void>
    /** SPEC §6: deletes a custom network that is not selected (W-103). */
    delete(id: NetworkId): void
    /** The Edit network form of a known network. */
    formOf(id: NetworkId): NetworkForm
    /** The chain id hosts know the network by (shown beside its name). */
    chainIdOf(id: NetworkId): number
    /** A production network (SPEC §1 testnet banner, §9 no fiat elsewhere). */
    isMainnet(id: NetworkId): boolean
  }
  /** SPEC §2 home assets of a network: the native coin first (W-126 when unreadable). */
  readonly balances: { read(networkId: NetworkId): Promise<readonly AssetEntry[]> }
  /** The Custom tab of a fee panel as typed; W-106 for an empty or malformed value. */
  readonly fees: { custom(quote: FeeQuote, fields: readonly CustomFeeField[]): FeeOption }
  /** The user's own transfers from SendTokens and SendNfts (SPEC §2). */
  readonly transfers: UserTransfers
  /** SPEC §3 Activity: the transactions sent from this wallet; waiting ones are followed (§4, §9). */
  readonly activities: ActivityCancelActions & {
    /** That network's activities, newest first. */
    list(networkId: NetworkId): readonly Activity[]
    subscribe(listener: () => void): () => void
    /** Adds a Buy of an on-ramp order, or updates the one of the same order id (issue #20). */
    recordOrder(activity: Activity): void
    /** The family's rows of an activity's details (fee, gas, compute units…), formatted. */
    details(activity: Activity): readonly ActivityDetail[]
  }
  /**
   * EIP-2255 (issue #17): the host app's connection, for Profile's Connected apps; `disconnect`
   * is Revoke, the same as the app's wallet_revokePermissions.
   */
  readonly connection: Pick<
    WatchedAppConnection,
    'origin' | 'connectedAt' | 'subscribe' | 'disconnect'
  >
  /**
   * EIP-5792 (issue #17): the app's wallet_sendCalls batches, for the screen that shows one when
   * the app asks with wallet_showCallsStatus (the `showCallsStatus` event of `onEvent`).
   */
  readonly callBatches: WatchedCallBatches
  /** The user's own tokens (SPEC §2 Add Token, home assets). */
  readonly tokens: UserTokens
  /** The user's NFTs (SPEC §2 NFT tab: add, details, manage, refresh). */
  readonly nfts: UserNfts
  /**
   * Rejects every pending and skipped request with user_deny and stops a wallet_sendCalls batch
   * still sending; later requests get unauthorized.
   */
  logout(): void
}

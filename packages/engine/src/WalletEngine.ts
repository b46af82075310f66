import type { WalletError } from '@tessera/errors'
import type { AccountType } from '@tessera/protocol'
import type { Hash, Hex, LocalAccount } from 'viem'
import type { Activity, ActivityStore } from './activities/Activity.js'
import type { AssetBook } from './assets/AssetBook.js'
import type { UserTokens } from './assets/createUserTokens.js'
import type { GasEstimate } from './gas/estimateTransactionGas.js'
import type { NetworkStore } from './networks/createNetworkStore.js'
import type { NetworkConfig } from './networks/NetworkConfig.js'
import type { NetworkForm } from './networks/NetworkForm.js'
import type { NftIndexerConfig } from './nftIndexer/fetchNftsByOwner.js'
import type { UserNfts } from './nfts/createUserNfts.js'
import type { ApprovalEdits } from './requests/ApprovalEdits.js'
import type { PendingRequest, RequestId } from './requests/PendingRequest.js'
import type { SendTransferParameters, Transfer } from './transfers/Transfer.js'

/** The app modes of SPEC §4/§6 by name. In `noUI` nothing needs approval. */
export type AppModeName = 'widget' | 'full' | 'noUI'

/** What the engine tells the wallet (and through it the host) about. */
export type EngineEvent =
  | { readonly type: 'chainChanged'; readonly chainId: number }
  | { readonly type: 'accountsChanged'; readonly address: Hex }
  | { readonly type: 'networksChanged' }
  | { readonly type: 'assetsChanged' }

export type CreateWalletEngineParameters = {
  /** The viem local account built from the rebuilt key. Every signature comes from it. */
  readonly account: LocalAccount
  /**
   * The same key, for what a viem account cannot do: the encryption key of
   * eth_getEncryptionPublicKey / eth_decrypt and _tessera_getPrivateKey (NoUI only).
   * Without it those methods answer operation_not_supported.
   */
  readonly privateKey?: Hex
  readonly chains: readonly NetworkConfig[]
  readonly selectedChainId: number
  readonly appMode: AppModeName
  readonly gaslessEnabled?: boolean
  /** SPEC §4: the preferred address type; defaults to scw with gasless on, else eoa. */
  readonly accountType?: AccountType
  /**
   * Tokens and NFTs the user added (wallet_watchAsset, Add Token); an in-memory book when absent,
   * the wallet passes one kept in per-app storage.
   */
  readonly assets?: AssetBook
  /** The activity history of this address; in memory only when absent (the wallet passes one in per-app storage). */
  readonly activities?: ActivityStore
  /**
   * SPEC §7 NFTs by owner: with it, refreshing the NFT tab adds the NFTs the indexer finds on the
   * selected chain (autodetected); without it, the tab lists only what the user added.
   */
  readonly nftIndexer?: NftIndexerConfig
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
    approve(id: RequestId, edits?: ApprovalEdits): void
    reject(id: RequestId): void
    /** SPEC §4: to the skipped list; approve or reject later. */
    skip(id: RequestId): void
  }
  readonly networks: Pick<NetworkStore, 'list' | 'selected' | 'subscribe' | 'select'> & {
    /**
     * SPEC §5 Add network: W-110, 'unsupported protocol scheme', W-101, W-122, W-123; a known
     * chain id gets its RPC replaced, a new one is added as custom; either is then selected.
     */
    add(form: NetworkForm): Promise<void>
    /** SPEC §5 Edit network: as `add`, plus W-103 (selected) and W-102 (another's chain id). */
    edit(chainId: number, form: NetworkForm): Promise<void>
    /** SPEC §6: deletes a custom network that is not selected (W-103). */
    delete(chainId: number): void
  }
  /**
   * The user's own transfers from SendTokens and SendNfts (SPEC §2): no host request and no approval queue,
   * sent by the same code as an approved eth_sendTransaction. Both throw W-130 when `chainId` is
   * no longer the selected network.
   */
  readonly transfers: {
    /** The gas of the transfer (SPEC §9: token and NFT estimates doubled; fallback when the node fails). */
    estimate(transfer: Transfer): Promise<GasEstimate>
    /** Signs and broadcasts it; the transaction hash. */
    send(parameters: SendTransferParameters): Promise<Hash>
  }
  /** SPEC §3 Activity: the transactions sent from this wallet; Pending ones are polled (SPEC §4, §9). */
  readonly activities: {
    /** That chain's activities, newest first. */
    list(chainId: number): readonly Activity[]
    subscribe(listener: () => void): () => void
  }
  /** The user's own tokens in the engine's AssetBook (SPEC §2 Add Token, home assets). */
  readonly tokens: UserTokens
  /** The user's NFTs in the same AssetBook (SPEC §2 NFT tab: add, details, manage, refresh). */
  readonly nfts: UserNfts
  /** Rejects every pending and skipped request with user_deny; later requests get unauthorized. */
  logout(): void
}

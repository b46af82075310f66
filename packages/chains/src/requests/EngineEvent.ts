import type { NetworkId } from '../networks/NetworkId.js'

/** What the engine tells the wallet (and through it the host) about. */
export type EngineEvent =
  | { readonly type: 'chainChanged'; readonly networkId: NetworkId }
  /** EIP-1193: the accounts the host app may see now; none after its connection was revoked. */
  | { readonly type: 'accountsChanged'; readonly accounts: readonly string[] }
  | { readonly type: 'networksChanged' }
  | { readonly type: 'assetsChanged' }
  /**
   * EIP-5792 wallet_showCallsStatus (issue #17): the app asked the wallet to show the user the
   * status of its batch `batchId` (one it sent: the wallet opens on that batch's calls).
   */
  | { readonly type: 'showCallsStatus'; readonly batchId: string }

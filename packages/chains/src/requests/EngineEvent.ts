import type { NetworkId } from '../networks/NetworkId.js'

/** What the engine tells the wallet (and through it the host) about. */
export type EngineEvent =
  | { readonly type: 'chainChanged'; readonly networkId: NetworkId }
  /** EIP-1193: the accounts the host app may see now; none after its connection was revoked. */
  | { readonly type: 'accountsChanged'; readonly accounts: readonly string[] }
  | { readonly type: 'networksChanged' }
  | { readonly type: 'assetsChanged' }

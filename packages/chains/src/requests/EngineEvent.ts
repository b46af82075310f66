import type { NetworkId } from '../networks/NetworkId.js'

/** What the engine tells the wallet (and through it the host) about. */
export type EngineEvent =
  | { readonly type: 'chainChanged'; readonly networkId: NetworkId }
  | { readonly type: 'accountsChanged'; readonly address: string }
  | { readonly type: 'networksChanged' }
  | { readonly type: 'assetsChanged' }

/**
 * EIP-2255 (issue #17): whether the host app may see the account, kept per app and origin. The
 * app the user logged in through is connected at login; the user or the app may revoke it, and
 * the app may ask again (the Connect approval).
 */
export type AppConnection = {
  /** The host page's origin: the EIP-2255 `invoker`. */
  readonly origin: string
  /** When the app was connected (ms since the epoch), or null while it is not. */
  connectedAt(): number | null
  /** The accounts the app may see: the account while connected, none otherwise. */
  accounts(): readonly string[]
  /** Connects the app now; the host learns its accounts (`accountsChanged`). */
  connect(): void
  /** Disconnects the app; the host learns it sees no account (`accountsChanged` []). */
  disconnect(): void
  /** Calls `listener` after each connect and disconnect here; returns its removal. */
  subscribe(listener: () => void): () => void
}

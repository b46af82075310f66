import type { AppConnection, EngineEvent } from '@tessera/chains'
import { createListeners } from '../subscriptions/createListeners.js'

/**
 * Where the wallet keeps the host app's connection (EIP-2255, issue #17): per app and origin, a
 * date and nothing secret.
 */
export type AppConnectionStore = {
  /** The host page's origin, whose connection this is. */
  readonly origin: string
  /** When it was connected (ms since the epoch), or null when it is not. */
  load(): number | null
  save(connectedAt: number | null): void
}

/** The connection the wallet sees, with `subscribe` for the Profile screen's Connected apps. */
export type WatchedAppConnection = AppConnection & {
  subscribe(listener: () => void): () => void
}

/**
 * The one place that connects and disconnects the host app (EIP-2255): wallet_requestPermissions,
 * eth_requestAccounts, wallet_revokePermissions and Profile's Revoke all come here, and every
 * change tells the host its accounts (`accountsChanged`, EIP-1193).
 */
export function createAppConnection(parameters: {
  readonly store: AppConnectionStore
  readonly address: string
  readonly now: () => number
  readonly onEvent: (event: EngineEvent) => void
}): WatchedAppConnection {
  const { store, address, now, onEvent } = parameters
  // Read from the store at every check, not once: a revoke in another tab of the wallet (one
  // store, per app and origin) holds here at once.
  const connectedAt = () => store.load()
  const listeners = createListeners()
  const set = (next: number | null) => {
    store.save(next)
    listeners.notify()
    onEvent({ type: 'accountsChanged', accounts: accounts() })
  }
  const accounts = () => (connectedAt() === null ? [] : [address])
  return {
    origin: store.origin,
    connectedAt,
    accounts,
    connect: () => set(now()),
    disconnect: () => {
      if (connectedAt() !== null) set(null)
    },
    subscribe: listeners.subscribe,
  }
}

import type { WalletEngine } from '@tessera/engine'
import type { WalletError } from '@tessera/errors'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import type { AppModeName } from './FrameEngine.js'

/** What the React side renders from (useSyncExternalStore). */
export type FrameState =
  | { readonly status: 'loggedOut'; readonly error?: WalletError }
  | {
      readonly status: 'loggedIn'
      readonly user: LoggedInUser
      readonly engine: WalletEngine
      readonly appMode: AppModeName
    }

export type FrameStateStore = {
  get(): FrameState
  set(next: FrameState): void
  /** Calls `listener` after every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void
}

/** The frame's login state, logged out at first, and who listens to it. */
export function createFrameStateStore(): FrameStateStore {
  let state: FrameState = { status: 'loggedOut' }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

import { balancePollIntervalMs, balancePollStopAfterMs } from '@tessera/protocol'
import { createListeners } from '../subscriptions/createListeners.js'
import type { AssetEntry } from './assetEntry.js'

export type BalanceSnapshot = {
  /** Undefined until the first read succeeds; then the last good read. */
  readonly assets: readonly AssetEntry[] | undefined
  /** When `assets` was read (ms since epoch). */
  readonly updatedAt: number | undefined
  readonly isPolling: boolean
}

export type BalancePoller = {
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** The current snapshot; a new object after each change (for `useSyncExternalStore`). */
  snapshot(): BalanceSnapshot
  /** Reads now (the Refresh button) and polls for another full window. */
  refresh(): Promise<void>
  /** Stops polling for good. */
  stop(): void
}

export type CreateBalancePollerParameters = {
  /** One read of every balance, e.g. `() => readBalances({...})`. */
  readonly read: () => Promise<readonly AssetEntry[]>
  /** Failed reads are reported here only (SPEC §8: balance fetch failure is logged only). */
  readonly onError: (error: unknown) => void
  readonly intervalMs?: number
  readonly stopAfterMs?: number
  readonly now?: () => number
}

/**
 * Polls balances: one read at once, then every 10 s, stopping 10 min after the start or the
 * last `refresh()` (SPEC §9). Reads never overlap. Framework-free: subscribe / snapshot / stop.
 */
export function createBalancePoller(parameters: CreateBalancePollerParameters): BalancePoller {
  const { read, onError } = parameters
  const intervalMs = parameters.intervalMs ?? balancePollIntervalMs
  const stopAfterMs = parameters.stopAfterMs ?? balancePollStopAfterMs
  const now = parameters.now ?? Date.now
  const listeners = createListeners()
  let state: BalanceSnapshot = { assets: undefined, updatedAt: undefined, isPolling: true }
  let timer: ReturnType<typeof setTimeout> | undefined
  let windowEndsAt = now() + stopAfterMs
  let inFlight: Promise<void> | undefined
  let isStopped = false

  const update = (next: Partial<BalanceSnapshot>) => {
    state = { ...state, ...next }
    listeners.notify()
  }

  const schedule = () => {
    clearTimeout(timer)
    if (isStopped) return
    if (now() + intervalMs > windowEndsAt) {
      update({ isPolling: false })
      return
    }
    timer = setTimeout(() => void poll(), intervalMs)
  }

  const poll = (): Promise<void> => {
    inFlight ??= read()
      .then(
        (assets) => {
          if (!isStopped) update({ assets, updatedAt: now() })
        },
        (error: unknown) => onError(error),
      )
      .finally(() => {
        inFlight = undefined
        schedule()
      })
    return inFlight
  }

  void poll()
  return {
    subscribe: listeners.subscribe,
    snapshot: () => state,
    refresh() {
      if (isStopped) return Promise.resolve()
      windowEndsAt = now() + stopAfterMs
      if (!state.isPolling) update({ isPolling: true })
      return poll()
    },
    stop() {
      isStopped = true
      clearTimeout(timer)
      if (state.isPolling) update({ isPolling: false })
    },
  }
}

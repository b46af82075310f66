import type { NetworkConfig, PendingRequest, RequestId, WalletEngine } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { createFakeUserTokens, type FakeUserTokens } from './createFakeUserTokens.js'

/** What the user decided, in order, as the fake engine saw it. */
export type RecordedDecision = {
  readonly action: 'approve' | 'reject' | 'skip'
  readonly id: RequestId
  readonly edits?: unknown
}

export type FakeEngine = WalletEngine & {
  readonly tokens: FakeUserTokens
  readonly decisions: RecordedDecision[]
  /** Adds a request as the engine would when a host asks. */
  addPending(entry: PendingRequest): void
  /**
   * The next approve throws as the engine's does: W-106 (edits it cannot take; the request stays
   * pending) or W-130 (the request changed after it was shown; it leaves the queue first).
   */
  failNextApproval(code: 'W-106' | 'W-130'): void
}

/**
 * A `WalletEngine`-shaped stand-in for screen tests only: an approval queue and a network store
 * that record what the screens do. End-to-end tests use the real engine.
 */
export function createFakeEngine(parameters: {
  networks: readonly NetworkConfig[]
  selectedChainId: number
  pending: readonly PendingRequest[]
  skipped: readonly PendingRequest[]
}): FakeEngine {
  let queue = { pending: [...parameters.pending], skipped: [...parameters.skipped] }
  let selectedChainId = parameters.selectedChainId
  const listeners = new Set<() => void>()
  const decisions: RecordedDecision[] = []
  let nextFailure: 'W-106' | 'W-130' | undefined
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const settle = (action: RecordedDecision['action'], id: RequestId, edits?: unknown) => {
    const entry = [...queue.pending, ...queue.skipped].find((item) => item.request.id === id)
    if (!entry) throw new Error(`unknown request ${id}`)
    decisions.push(edits === undefined ? { action, id } : { action, id, edits })
    const others = (list: readonly PendingRequest[]) => list.filter((item) => item !== entry)
    queue = {
      pending: others(queue.pending),
      skipped: action === 'skip' ? [...queue.skipped, entry] : others(queue.skipped),
    }
    notify()
  }
  const selected = () => {
    const network = parameters.networks.find((item) => item.chainId === selectedChainId)
    if (!network) throw new Error(`unknown chain ${selectedChainId}`)
    return network
  }
  const approve = (id: RequestId, edits?: unknown) => {
    const failure = nextFailure
    nextFailure = undefined
    if (failure === 'W-130') {
      queue = { ...queue, pending: queue.pending.filter((item) => item.request.id !== id) }
      notify()
    }
    if (failure) throw new WalletError(failure)
    settle('approve', id, edits)
  }
  return {
    decisions,
    addPending(entry) {
      queue = { ...queue, pending: [...queue.pending, entry] }
      notify()
    },
    failNextApproval(code) {
      nextFailure = code
    },
    request: () => Promise.reject(new Error('the fake engine answers no requests')),
    approvals: {
      subscribe,
      snapshot: () => queue,
      approve,
      reject: (id) => settle('reject', id),
      skip: (id) => settle('skip', id),
    },
    tokens: createFakeUserTokens(() => selectedChainId),
    networks: {
      list: () => parameters.networks,
      selected,
      subscribe,
      select(chainId) {
        selectedChainId = chainId
        notify()
      },
    },
    logout() {
      queue = { pending: [], skipped: [] }
      notify()
    },
  }
}

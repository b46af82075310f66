import type { NetworkConfig, PendingRequest, RequestId, WalletEngine } from '@tessera/engine'

/** What the user decided, in order, as the fake engine saw it. */
export type RecordedDecision = {
  readonly action: 'approve' | 'reject' | 'skip'
  readonly id: RequestId
  readonly edits?: unknown
}

export type FakeEngine = WalletEngine & {
  readonly decisions: RecordedDecision[]
  /** Adds a request as the engine would when a host asks. */
  addPending(entry: PendingRequest): void
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
  return {
    decisions,
    addPending(entry) {
      queue = { ...queue, pending: [...queue.pending, entry] }
      notify()
    },
    request: () => Promise.reject(new Error('the fake engine answers no requests')),
    approvals: {
      subscribe,
      snapshot: () => queue,
      approve: (id, edits) => settle('approve', id, edits),
      reject: (id) => settle('reject', id),
      skip: (id) => settle('skip', id),
    },
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

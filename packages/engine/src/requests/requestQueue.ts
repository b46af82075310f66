import type {
  ApprovalEdits,
  ApprovedRequest,
  FeeQuote,
  Hex,
  RequestDescription,
  RequestId,
  SecurityAlert,
  SimulationResult,
} from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { createListeners } from '../subscriptions/createListeners.js'
import type { PendingRequest } from './PendingRequest.js'
import {
  initialRequestState,
  type RequestEvent,
  type RequestState,
  toApprovedRequest,
  transition,
} from './requestMachine.js'

/** A request as the queue receives it, with what it needs to describe and to carry it out. */
export type QueuedRequest = {
  /** The request as received (deep-frozen), as the approval list shows it. */
  readonly request: PendingRequest['request']
  /** Its params after SPEC §5 parsing (deep-frozen): what the approved request carries. */
  readonly parsed: unknown
  /** Present when the user must approve first. */
  readonly approval?: {
    /** What the approval screen shows, computed in the current context (chain, account type). */
    readonly describe: () => { readonly description: RequestDescription; readonly digest: Hex }
    /** Refuses edits the request cannot take (e.g. W-106), before anything is approved. */
    readonly checkEdits?: (edits: ApprovalEdits) => void
    /** What its approval screen may show before the user decides: the fee, the effect. */
    readonly quoteFee?: () => Promise<FeeQuote>
    readonly simulate?: () => Promise<SimulationResult>
    /** Its security alerts (issue #17); a request without rules has none. */
    readonly alerts?: () => Promise<readonly SecurityAlert[]>
  }
  readonly run: (approved: ApprovedRequest<unknown>) => Promise<unknown>
  /** It uses the app's account (EIP-2255): revoking the app's connection rejects it. */
  readonly needsAccount?: boolean
}

type WaitingRequest = QueuedRequest & { readonly approval: NonNullable<QueuedRequest['approval']> }

type Entry = {
  readonly queued: WaitingRequest
  state: RequestState
  readonly view: PendingRequest
  readonly answer: { resolve(result: unknown): void; reject(error: unknown): void }
}

export type RequestQueue = ReturnType<typeof createRequestQueue>

/**
 * The store of request states and the host's pending answers. It is the only code that settles a
 * host request, and it settles every one: with the result, user_deny, or the error that stopped it.
 */
export function createRequestQueue(parameters: { readonly now: () => number }) {
  const waiting = new Map<RequestId, Entry>() // pending or skipped
  const inFlight = new Set<RequestId>() // approved, being carried out
  const listeners = createListeners()
  let snapshot = { pending: [] as PendingRequest[], skipped: [] as PendingRequest[] }

  function publish() {
    const entries = [...waiting.values()]
    snapshot = {
      pending: entries.filter((e) => e.state.status === 'pending').map((e) => e.view),
      skipped: entries.filter((e) => e.state.status === 'skipped').map((e) => e.view),
    }
    listeners.notify()
  }

  function carryOut(queued: QueuedRequest, state: RequestState, answer: Entry['answer']) {
    const { request } = queued
    inFlight.add(request.id)
    Promise.resolve()
      .then(() => queued.run(toApprovedRequest(state, { ...request, params: queued.parsed })))
      .then(answer.resolve, answer.reject)
      .finally(() => inFlight.delete(request.id))
  }

  /** Applies one event to a waiting request and settles it when the machine decided. */
  function dispatch(entry: Entry, event: RequestEvent) {
    const { id } = entry.queued.request
    entry.state = transition(entry.state, event)
    if (entry.state.status === 'approved') {
      waiting.delete(id)
      carryOut(entry.queued, entry.state, entry.answer)
    } else if (entry.state.status === 'rejected') {
      waiting.delete(id)
      entry.answer.reject(new WalletError(entry.state.reason))
    }
  }

  function waitingEntry(id: RequestId): Entry {
    const entry = waiting.get(id)
    // STYLE §B3 invariant 1: settle by a known id only, never "the current one".
    if (!entry) throw new WalletError('W-130', { details: `no request waits under id ${id}` })
    return entry
  }

  function currentDigest(entry: Entry): Hex {
    try {
      return entry.queued.approval.describe().digest
    } catch {
      return '0x' // it can no longer be described in this context: it changed
    }
  }

  return {
    /** Takes a request in; the promise is the host's answer. */
    submit(queued: QueuedRequest): Promise<unknown> {
      const { id, method } = queued.request
      if (waiting.has(id) || inFlight.has(id))
        return Promise.reject(new WalletError('W-130', { details: `request id ${id} is in use` }))
      // STYLE §B3 invariant 5: at most one pending request per method (the engine serves one app).
      if (queued.approval && snapshot.pending.some((p) => p.request.method === method))
        return Promise.reject(
          new WalletError('W-130', { details: `a ${method} request is already pending` }),
        )
      return new Promise((resolve, reject) => {
        const answer = { resolve, reject }
        const { approval } = queued
        if (!approval) {
          carryOut(queued, initialRequestState({ needsApproval: false, digest: '0x' }), answer)
          return
        }
        const { description, digest } = approval.describe()
        waiting.set(id, {
          queued: { ...queued, approval },
          state: initialRequestState({ needsApproval: true, digest }),
          view: { request: queued.request, receivedTime: parameters.now(), description, digest },
          answer,
        })
        publish()
      })
    },

    approve(id: RequestId, edits: ApprovalEdits = {}) {
      const entry = waitingEntry(id)
      entry.queued.approval.checkEdits?.(edits)
      dispatch(entry, { type: 'approve', digest: currentDigest(entry), edits })
      publish()
      if (entry.state.status === 'rejected')
        throw new WalletError('W-130', { details: 'the request changed after it was shown' })
    },

    reject(id: RequestId) {
      dispatch(waitingEntry(id), { type: 'reject' })
      publish()
    },

    skip(id: RequestId) {
      dispatch(waitingEntry(id), { type: 'skip' })
      publish()
    },

    /**
     * A session boundary: logout rejects everything waiting, a disconnected app what needs its
     * account (app_not_connected); a context change re-checks it.
     */
    boundary(kind: 'logout' | 'disconnected' | 'chainChanged' | 'accountTypeChanged') {
      const waitingBefore = waiting.size
      for (const entry of [...waiting.values()]) {
        if (kind === 'disconnected' && !entry.queued.needsAccount) continue
        dispatch(
          entry,
          kind === 'logout' || kind === 'disconnected'
            ? { type: 'boundary', kind }
            : { type: 'boundary', kind, digest: currentDigest(entry) },
        )
      }
      if (waiting.size !== waitingBefore) publish()
    },

    /**
     * The fee of a waiting request with its panel's options (SPEC §2); W-130 for an unknown id,
     * operation_not_supported for a request that has no fee.
     */
    quoteFee(id: RequestId): Promise<FeeQuote> {
      const { quoteFee } = waitingEntry(id).queued.approval
      if (!quoteFee) throw new WalletError('operation_not_supported')
      return quoteFee()
    },

    /** What a waiting request would do to the sender's balances; as `quoteFee` for its errors. */
    simulate(id: RequestId): Promise<SimulationResult> {
      const { simulate } = waitingEntry(id).queued.approval
      if (!simulate) throw new WalletError('operation_not_supported')
      return simulate()
    },

    /** The security alerts of a waiting request (issue #17): none where its method has no rules. */
    async alerts(id: RequestId): Promise<readonly SecurityAlert[]> {
      const { alerts } = waitingEntry(id).queued.approval
      return alerts ? alerts() : []
    },

    snapshot: () => snapshot,

    subscribe: listeners.subscribe,
  }
}

import { describe, expect, test } from 'vitest'
import type { NetworkId } from '../../networks/NetworkId.js'
import type { EvmContext } from '../EvmContext.js'
import { watchBatchStop } from './watchBatchStop.js'

const approved: NetworkId = 'eip155:1'

/** The session a batch watches: the selected network, the app's connection, logout. */
function session() {
  const listeners = { networks: new Set<() => void>(), connection: new Set<() => void>() }
  const subscribeTo = (to: Set<() => void>) => (listener: () => void) => {
    to.add(listener)
    return () => to.delete(listener)
  }
  const notify = (to: Set<() => void>) => {
    for (const listener of to) listener()
  }
  const logout = new AbortController()
  let selected: NetworkId = approved
  let connectedAt: number | null = 1
  const context = {
    session: logout.signal,
    networks: { selected: () => ({ id: selected }), subscribe: subscribeTo(listeners.networks) },
    connection: { connectedAt: () => connectedAt, subscribe: subscribeTo(listeners.connection) },
  } as unknown as EvmContext
  return {
    context,
    listeners,
    logout: () => logout.abort(),
    select: (id: NetworkId) => {
      selected = id
      notify(listeners.networks)
    },
    revoke: () => {
      connectedAt = null
      notify(listeners.connection)
    },
    /** A revoke in another tab: the store changes, no listener here is told. */
    revokeElsewhere: () => {
      connectedAt = null
    },
  }
}

describe('watchBatchStop', () => {
  test('default: #17 EIP-5792 nothing stops a batch while the session stays as approved', () => {
    const { context } = session()
    const watch = watchBatchStop(context, approved)
    expect(watch.check()).toBeNull()
    expect(watch.signal.aborted).toBe(false)
  })

  test('behavior: #17 EIP-5792 logout, a revoke or another selected network aborts the signal at once, with its reason', () => {
    const cases = [
      ['logout', (s: ReturnType<typeof session>) => s.logout()],
      ['revoked', (s: ReturnType<typeof session>) => s.revoke()],
      ['networkChanged', (s: ReturnType<typeof session>) => s.select('eip155:137')],
    ] as const
    for (const [reason, change] of cases) {
      const current = session()
      const watch = watchBatchStop(current.context, approved)
      change(current)
      expect(watch.signal.aborted).toBe(true)
      expect(watch.signal.reason).toBe(reason)
      expect(watch.check()).toBe(reason)
    }
  })

  test('edge: #17 EIP-5792 a network switched away and back still stopped the batch; a revoke in another tab is seen at the next check', () => {
    const switched = session()
    const watch = watchBatchStop(switched.context, approved)
    switched.select('eip155:137')
    switched.select(approved)
    expect(watch.check()).toBe('networkChanged')
    const elsewhere = session()
    const other = watchBatchStop(elsewhere.context, approved)
    elsewhere.revokeElsewhere()
    expect(other.signal.aborted).toBe(false)
    expect(other.check()).toBe('revoked')
  })

  test('edge: #17 EIP-5792 an ended batch leaves no listener behind', () => {
    const current = session()
    const watch = watchBatchStop(current.context, approved)
    const count = () => current.listeners.networks.size + current.listeners.connection.size
    expect(count()).toBe(2)
    watch.end()
    expect(count()).toBe(0)
    current.logout()
    expect(watch.signal.aborted).toBe(false)
  })
})

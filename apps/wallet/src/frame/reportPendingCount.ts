import type { WalletEngine } from '@tessera/engine'
import type { FrameStateStore } from './createFrameStateStore.js'

/**
 * HOST-PROTOCOL §D `sendPendingRequestCount`: tells the host how many requests of `engine` wait
 * for the user, each time the count changes, until that login ends.
 */
export function reportPendingCount(
  engine: WalletEngine,
  store: FrameStateStore,
  send: (count: number) => void,
): void {
  let pendingCount = 0
  const stopCounting = engine.approvals.subscribe(() => {
    const count = engine.approvals.snapshot().pending.length
    if (count === pendingCount) return
    pendingCount = count
    send(count)
  })
  const stopWhenLoggedOut = store.subscribe(() => {
    const state = store.get()
    if (state.status === 'loggedIn' && state.engine === engine) return
    stopCounting()
    stopWhenLoggedOut()
  })
}

import type { KeyedLock } from '@tessera/chains'
import { browserLocks, type WebLocks } from './webLocks.js'

/**
 * The engine's KeyedLock (issue #17). In a browser it takes the Web Locks API's lock named after
 * the key, so tabs of the wallet on the same origin (one user, two host tabs) are ordered too:
 * two tabs sending from one account at once get consecutive nonces, and a tab closed mid-send
 * lets the next go. Elsewhere (Node) it orders the tasks of this engine only. Either way, per key,
 * a task starts once the one before has settled, whether it succeeded or failed.
 */
export function createKeyedLock(
  locks: Pick<WebLocks, 'request'> | undefined = browserLocks(),
): KeyedLock {
  if (locks)
    return <result>(key: string, task: () => Promise<result>) =>
      locks.request(`tessera send ${key}`, task) as Promise<result> // resolves with task's answer
  const lastOf = new Map<string, Promise<void>>()
  return (key, task) => {
    const run = (lastOf.get(key) ?? Promise.resolve()).then(task)
    const last = run.then(
      () => undefined,
      () => undefined,
    )
    lastOf.set(key, last)
    void last.then(() => {
      if (lastOf.get(key) === last) lastOf.delete(key)
    })
    return run
  }
}

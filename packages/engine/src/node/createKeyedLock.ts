import type { KeyedLock } from '@tessera/chains'
import { browserLocks, type WebLocks } from './webLocks.js'

/**
 * The engine's KeyedLock (issue #17). In a browser it takes the Web Locks API's lock named after
 * the key, so the wallet's tabs that share the lock manager (the wallet's origin under one host
 * site: browsers partition a third-party frame's locks by the top-level site) are ordered too:
 * two tabs sending from one account at once get consecutive nonces, and a tab closed mid-send
 * lets the next go. Where there are none (Node), or the browser refuses them (a frame denied
 * storage: the request fails before the task starts), it orders this engine's tasks only.
 * Either way, per key, a task starts once the one before has settled, whether it succeeded or
 * failed.
 */
export function createKeyedLock(
  locks: Pick<WebLocks, 'request'> | undefined = browserLocks(),
): KeyedLock {
  const inEngine = engineLock()
  if (!locks) return inEngine
  let isRefused = false
  return async <result>(key: string, task: () => Promise<result>) => {
    if (isRefused) return inEngine(key, task)
    let started = false
    const run = () => {
      started = true
      return task()
    }
    try {
      return (await locks.request(`tessera send ${key}`, run)) as result
    } catch (error) {
      if (started) throw error // the task's own failure
      isRefused = true
      return inEngine(key, task)
    }
  }
}

/** Per key, the task given last; a key is forgotten once nothing of it is left to run. */
function engineLock(): KeyedLock {
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

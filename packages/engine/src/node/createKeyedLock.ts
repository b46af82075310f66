import type { KeyedLock } from '@tessera/chains'

/**
 * The engine's KeyedLock (issue #17): per key, the task given last; a new task starts once it has
 * settled, whether it succeeded or failed. A key is forgotten once nothing of it is left to run.
 */
export function createKeyedLock(): KeyedLock {
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

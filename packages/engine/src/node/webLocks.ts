/** What the engine uses of the Web Locks API, shared by the wallet's tabs of one origin. */
export type WebLocks = Pick<LockManager, 'request' | 'query'>

/** The browser's Web Locks (`navigator.locks`); undefined where there are none (Node). */
export function browserLocks(): WebLocks | undefined {
  return globalThis.navigator?.locks
}

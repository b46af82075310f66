/** The listeners of a framework-free store: `subscribe` as `useSyncExternalStore` takes it. */
export function createListeners() {
  const listeners = new Set<() => void>()
  return {
    /** Calls `listener` after each change; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Tells every listener that the store changed. */
    notify() {
      for (const listener of listeners) listener()
    },
  }
}

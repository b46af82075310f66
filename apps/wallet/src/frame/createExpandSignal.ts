/**
 * The host's `expandWallet` for the logged-in screens. The host may ask before the screens (a
 * lazy chunk) listen: the first listener hears it then, once, so the request is not lost.
 */
export function createExpandSignal() {
  const listeners = new Set<() => void>()
  let isWaiting = false
  return {
    /** The host asked to expand the wallet. */
    request(): void {
      isWaiting = listeners.size === 0
      for (const listener of listeners) listener()
    },
    /** Listens for expand requests; one made while nobody listened is heard now if `isLoggedIn`. */
    subscribe(listener: () => void, options: { readonly isLoggedIn: boolean }): () => void {
      listeners.add(listener)
      if (isWaiting && options.isLoggedIn) listener()
      isWaiting = false
      return () => listeners.delete(listener)
    },
  }
}

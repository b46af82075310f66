/**
 * What the wallet shows once expanded, beside itself: the status of one of the app's
 * wallet_sendCalls batches, which the app asked to show with wallet_showCallsStatus (EIP-5792,
 * issue #17). The host's plain `expandWallet` names none: the wallet stays on its screen.
 */
export type ExpandTarget = { readonly callBatchId: string }

/**
 * The host's `expandWallet` and the app's wallet_showCallsStatus for the logged-in screens. The
 * host may ask before the screens (a lazy chunk) listen: the first listener hears it then, once,
 * so the request is not lost.
 */
export function createExpandSignal() {
  const listeners = new Set<(target: ExpandTarget | undefined) => void>()
  let waiting: { readonly target: ExpandTarget | undefined } | null = null
  return {
    /** Expand the wallet, on `target` when there is one. */
    request(target?: ExpandTarget): void {
      waiting = listeners.size === 0 ? { target } : null
      for (const listener of listeners) listener(target)
    },
    /** Forgets a request nobody heard yet (logout: the next user is not shown the last one's batch). */
    clear(): void {
      waiting = null
    },
    /** Listens for expand requests; one made while nobody listened is heard now if `isLoggedIn`. */
    subscribe(
      listener: (target: ExpandTarget | undefined) => void,
      options: { readonly isLoggedIn: boolean },
    ): () => void {
      listeners.add(listener)
      if (waiting && options.isLoggedIn) listener(waiting.target)
      waiting = null
      return () => listeners.delete(listener)
    },
  }
}

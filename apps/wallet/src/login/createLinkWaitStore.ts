/** A magic-link login waiting for its link: what the requesting frame shows the user. */
export type LinkWait = {
  readonly email: string
  /** Typed on the link page to confirm; only this frame was given it (never the mail). */
  readonly confirmCode: string
  /** The credential session the link completes (the link page asks about it, LOGIN_PWDL_INQ). */
  readonly sessionId: string
  /** When the link expires (ms since 1970): the frame stops waiting then. */
  readonly expiresAt: number
}

/**
 * The frame's magic-link login in progress, if any, for the UI to follow
 * (`useSyncExternalStore`): the frame is otherwise hidden while the login waits, and the user
 * needs the confirmation code (issue 15 finding 4).
 */
export function createLinkWaitStore() {
  let current: LinkWait | null = null
  const listeners = new Set<() => void>()
  return {
    current: (): LinkWait | null => current,
    set(next: LinkWait | null): void {
      if (next === current) return
      current = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

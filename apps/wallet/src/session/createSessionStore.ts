import {
  cachedKeyExpiryMs,
  mfaSkipLogins,
  reconnectExpiryMs,
  sensitiveInfoExpiryMs,
} from '@tessera/protocol'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import { checkReconnect } from './checkReconnect.js'
import type { LoggedInUser } from './LoggedInUser.js'
import { type ReconnectFailure, reconnectFailures } from './reconnectFailures.js'
import type { SessionRecord } from './SessionRecord.js'
import type { LocalStorageKeys, SessionStorageKeys } from './walletStorageKeys.js'

export type SessionStore = ReturnType<typeof createSessionStore>

export type CreateSessionStoreParameters = {
  readonly local: ScopedStorage<LocalStorageKeys>
  readonly tab: ScopedStorage<SessionStorageKeys>
  readonly now?: () => number
  /** A fresh session id; tests pass a counter. */
  readonly newSessionId?: () => string
}

/**
 * The logged-in user of one app (SPEC §3 User and Session, §4 login flow): held in memory,
 * stashed to the tab's storage when the page hides and restored on return (300 minutes at most),
 * the key cached for a day for reconnect, a session id for the host, and the login count.
 */
export function createSessionStore(parameters: CreateSessionStoreParameters) {
  const { local, tab } = parameters
  const now = parameters.now ?? Date.now
  const newSessionId = parameters.newSessionId ?? (() => crypto.randomUUID())
  let user: LoggedInUser | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const sensitiveUntil = (loggedIn: LoggedInUser) => loggedIn.loggedInAt + sensitiveInfoExpiryMs

  return {
    current: (): LoggedInUser | null => (user && sensitiveUntil(user) > now() ? user : null),

    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Holds a new login; returns the session to report with `setSessionID`. */
    login(loggedIn: LoggedInUser): SessionRecord {
      user = loggedIn
      local.set('loginCount', (local.get('loginCount') ?? 0) + 1)
      local.set('pk', loggedIn, { ttlMs: cachedKeyExpiryMs })
      const session = {
        sessionID: newSessionId(),
        sessionExpiry: now() + reconnectExpiryMs,
        timestamp: now(),
      }
      local.set('session', session)
      notify()
      return session
    },

    /** Takes a login another tab shared (LOGIN_HELP_RESPONSE): memory only, not a new login. */
    adopt(loggedIn: LoggedInUser): void {
      if (sensitiveUntil(loggedIn) <= now()) return
      user = loggedIn
      notify()
    },

    /** The session the host was told about, if any. */
    session: (): SessionRecord | undefined => local.get('session'),

    loginCount: (): number => local.get('loginCount') ?? 0,

    /**
     * SPEC §4 MFA nag ('Enhance your wallet security'): shown unless MFA is on (not built yet,
     * so never) or it was skipped; a skip covers this login and the next 3 (SPEC §9).
     */
    securityNag: {
      isShown: (): boolean => (local.get('loginCount') ?? 0) > (local.get('mfaSkipUntil') ?? 0),
      skip: (): void => local.set('mfaSkipUntil', (local.get('loginCount') ?? 0) + mfaSkipLogins),
    },

    /** SPEC §2, §4 orientation tour: shown until finished once (Next on its last page). */
    tour: {
      isShown: (): boolean => local.get('starterTipShown') !== true,
      finish: (): void => local.set('starterTipShown', true),
    },

    /** SPEC §4: stash sensitive info when the page hides or unloads. */
    stash(): void {
      const current = user
      if (!current) return
      const ttlMs = sensitiveUntil(current) - now()
      if (ttlMs > 0) tab.set('userInfo', current, { ttlMs })
    },

    /** SPEC §4: restore what was stashed (true when a login came back). */
    restore(): boolean {
      const stashed = tab.get('userInfo')
      tab.remove('userInfo')
      if (!stashed || sensitiveUntil(stashed) <= now()) return false
      user = stashed
      notify()
      return true
    },

    /**
     * SPEC §5 reconnect: resumes the cached login when `sessionID` is the stored, unexpired
     * session; otherwise answers one of the three failure texts.
     */
    reconnect(sessionID: string | null): ReconnectFailure | LoggedInUser {
      const failure = checkReconnect(local.get('session'), sessionID, now())
      if (failure) return failure
      const cached = local.get('pk')
      if (!cached) return reconnectFailures.missing
      user = { ...cached, loggedInAt: now() }
      notify()
      return user
    },

    /** SPEC §4 logout: user info and keys leave memory and storage; the login count stays. */
    logout(): void {
      user = null
      tab.remove('userInfo')
      local.remove('pk')
      local.remove('session')
      notify()
    },
  }
}

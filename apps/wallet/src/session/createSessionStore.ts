import { WalletError } from '@tessera/errors'
import {
  cachedKeyExpiryMs,
  mfaSkipLogins,
  reconnectExpiryMs,
  sensitiveInfoExpiryMs,
} from '@tessera/protocol'
import { isTheme, type Theme } from '../design/ThemeRoot/resolveTheme.js'
import { isSealedBox, type KeyVault, type SealedBox } from '../storage/createKeyVault.js'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import { checkReconnect } from './checkReconnect.js'
import type { LoggedInUser } from './LoggedInUser.js'
import { parseLoggedInUser } from './parseLoggedInUser.js'
import { type ReconnectFailure, reconnectFailures } from './reconnectFailures.js'
import type { SessionRecord } from './SessionRecord.js'
import type { LocalStorageKeys, SessionStorageKeys } from './walletStorageKeys.js'

export type SessionStore = ReturnType<typeof createSessionStore>

export type CreateSessionStoreParameters = {
  readonly local: ScopedStorage<LocalStorageKeys>
  readonly tab: ScopedStorage<SessionStorageKeys>
  /** Seals the login before it reaches storage: no key or token is ever stored in the clear. */
  readonly vault: KeyVault
  /**
   * SPEC §8 silent errors: a vault that fails (no IndexedDB, a box that does not open) is W-140;
   * the login then stays in memory only.
   */
  readonly reportSilently: (error: WalletError) => void
  readonly now?: () => number
  /** A fresh session id; tests pass a counter. */
  readonly newSessionId?: () => string
}

/**
 * The logged-in user of one app (SPEC §3 User and Session, §4 login flow): held in memory,
 * stashed to the tab's storage when the page hides and restored on return (300 minutes at most),
 * the key cached for a day for reconnect, a session id for the host, and the login count. The
 * stash and the cache hold the login only sealed by the app's vault key (docs/security.md).
 */
export function createSessionStore(parameters: CreateSessionStoreParameters) {
  const { local, tab, vault, reportSilently } = parameters
  const now = parameters.now ?? Date.now
  const newSessionId = parameters.newSessionId ?? (() => crypto.randomUUID())
  let user: LoggedInUser | null = null
  // The held login, sealed once the vault answered: what a page hide stashes (synchronously).
  let sealed: { readonly user: LoggedInUser; readonly box: SealedBox } | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const sensitiveUntil = (loggedIn: LoggedInUser) => loggedIn.loggedInAt + sensitiveInfoExpiryMs
  const vaultFailed = (cause: unknown) => reportSilently(new WalletError('W-140', { cause }))

  /** Holds `held` in memory and seals it for the stash; `cache` also keeps it as `pk`. */
  const hold = (held: LoggedInUser, options: { readonly cache: boolean }) => {
    user = held
    sealed = null
    notify()
    vault.seal(held).then((box) => {
      if (user !== held) return // logged out, or another login, meanwhile
      sealed = { user: held, box }
      if (options.cache) local.set('pk', box, { ttlMs: cachedKeyExpiryMs })
    }, vaultFailed)
  }
  /** A sealed login from storage, or null when it does not open (reported) or is no login. */
  const open = async (box: unknown): Promise<LoggedInUser | null> => {
    try {
      return parseLoggedInUser(await vault.open(box))
    } catch (error) {
      vaultFailed(error)
      return null
    }
  }
  /** The day-long cached login (`pk`); one that does not open is removed. */
  const cachedLogin = async (): Promise<LoggedInUser | null> => {
    const box = local.get('pk')
    if (box === undefined) return null
    const cached = await open(box)
    if (!cached) local.remove('pk')
    return cached
  }

  return {
    current: (): LoggedInUser | null => (user && sensitiveUntil(user) > now() ? user : null),

    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * At boot: expired entries leave storage (not only when read), and so does key material that
     * is not sealed (older wallets stored the login in the clear).
     */
    removeStale(): void {
      local.removeExpired()
      tab.removeExpired()
      const cached: unknown = local.get('pk')
      if (cached !== undefined && !isSealedBox(cached)) local.remove('pk')
      const stashed: unknown = tab.get('userInfo')
      if (stashed !== undefined && !isSealedBox(stashed)) tab.remove('userInfo')
    },

    /** Holds a new login; returns the session to report with `setSessionID`. */
    login(loggedIn: LoggedInUser): SessionRecord {
      local.set('loginCount', (local.get('loginCount') ?? 0) + 1)
      if (loggedIn.hasMfa) local.set('hasMfa', true)
      const session = {
        sessionID: newSessionId(),
        sessionExpiry: now() + reconnectExpiryMs,
        timestamp: now(),
      }
      local.set('session', session)
      hold(loggedIn, { cache: true })
      return session
    },

    cachedLogin,

    /**
     * Holds the cached login because another tab holds it now (LOGIN_HELP): memory only, not a
     * new login. False when its sensitive info expired (SPEC §4: 300 minutes).
     */
    adopt(cached: LoggedInUser): boolean {
      if (sensitiveUntil(cached) <= now()) return false
      hold(cached, { cache: false })
      return true
    },

    /** The session the host was told about, if any. */
    session: (): SessionRecord | undefined => local.get('session'),

    loginCount: (): number => local.get('loginCount') ?? 0,

    /** SPEC §3 'login source': how the host says the login held now was started (SPEC §7). */
    recordLoginSource: (source: string): void => local.set('loginSource', source),

    /**
     * SPEC §4 MFA nag ('Enhance your wallet security'): shown unless MFA is on (a login that
     * needed two factors, or a setup on this device), it was dismissed (do-not-disturb) or it was
     * skipped; a skip covers this login and the next 3 (SPEC §9).
     */
    securityNag: {
      isShown: (): boolean =>
        local.get('hasMfa') !== true &&
        local.get('mfaDoNotDisturb') !== true &&
        (local.get('loginCount') ?? 0) > (local.get('mfaSkipUntil') ?? 0),
      skip: (): void => local.set('mfaSkipUntil', (local.get('loginCount') ?? 0) + mfaSkipLogins),
      /** SPEC §3, §4 do-not-disturb: the nag is over for this app on this device, across logins. */
      dismiss: (): void => local.set('mfaDoNotDisturb', true),
      /** MFA setup completed: the nag is over for good (MFA cannot be turned off). */
      mfaIsOn: (): void => local.set('hasMfa', true),
    },

    /** SPEC §2, §4 orientation tour: shown until finished once (Next on its last page). */
    tour: {
      isShown: (): boolean => local.get('starterTipShown') !== true,
      finish: (): void => local.set('starterTipShown', true),
    },

    /**
     * SPEC §3 local per-app `theme` (#20): the user's own choice on Profile, kept across logins;
     * undefined = the app's theme. A stored name the wallet has no styles for reads as no choice.
     */
    themeChoice: {
      chosen: (): Theme | undefined => {
        const stored = local.get('theme')
        return isTheme(stored) ? stored : undefined
      },
      choose: (choice: Theme | undefined): void =>
        choice === undefined ? local.remove('theme') : local.set('theme', choice),
    },

    /**
     * SPEC §4: stash sensitive info when the page hides or unloads. Synchronous (the page is
     * going): what is stashed was sealed when the login was held; a login not sealed yet (a page
     * hidden within milliseconds of it, or no vault) is not stashed.
     */
    stash(): void {
      if (!user || sealed?.user !== user) return
      const ttlMs = sensitiveUntil(user) - now()
      if (ttlMs > 0) tab.set('userInfo', sealed.box, { ttlMs })
    },

    /** SPEC §4: restores what was stashed (the login, or null); the stash is removed. */
    async restore(): Promise<LoggedInUser | null> {
      const box = tab.get('userInfo')
      tab.remove('userInfo')
      if (box === undefined) return null
      const stashed = await open(box)
      if (!stashed || sensitiveUntil(stashed) <= now() || user) return null
      user = stashed
      sealed = { user: stashed, box }
      notify()
      return stashed
    },

    /**
     * SPEC §5 reconnect: resumes the cached login when `sessionID` is the stored, unexpired
     * session; otherwise answers one of the three failure texts.
     */
    async reconnect(sessionID: string | null): Promise<ReconnectFailure | LoggedInUser> {
      const failure = checkReconnect(local.get('session'), sessionID, now())
      if (failure) return failure
      const cached = await cachedLogin()
      if (!cached) return reconnectFailures.missing
      const resumed = { ...cached, loggedInAt: now() }
      hold(resumed, { cache: false })
      return resumed
    },

    /**
     * SPEC §4 logout: user info and keys leave memory and storage, and with them the host's
     * EIP-2255 connection (the next login connects its host again); the login count stays.
     */
    logout(): void {
      user = null
      sealed = null
      tab.remove('userInfo')
      local.remove('pk')
      local.remove('session')
      local.remove('appConnections')
      local.remove('loginSource')
      notify()
    },
  }
}

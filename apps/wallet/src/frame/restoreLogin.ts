import type { LoginHelper } from '../messaging/createLoginHelper.js'
import type { SessionStore } from '../session/createSessionStore.js'
import type { ActivateLogin } from './createLoginActivation.js'

export type RestoredLogin = {
  /** Settles once a stashed login is back, or known absent: what isLoggedIn waits for. */
  readonly known: Promise<void>
  /** Settles once the other tabs were asked too: what logins and requests wait for. */
  readonly restored: Promise<void>
}

/**
 * SPEC §4: a stashed login comes back at once (`known`). Without one, a stored session and a
 * cached login mean some tab of this host may hold that login (tabs of one host share the wallet
 * origin's storage): the other tabs are asked in the background (`restored`), and an answer logs
 * this frame in from its own sealed cache and emits `connect` then. Without both nobody is asked
 * and nobody waits. Neither kind of login runs in NoUI (`activate`'s source).
 */
export function restoreLogin(parameters: {
  readonly session: SessionStore
  readonly helper: LoginHelper
  readonly activate: ActivateLogin
  readonly loggedOutWith: (error: unknown) => void
}): RestoredLogin {
  const { session, helper, activate, loggedOutWith } = parameters
  const stashed = session.restore()
  const known = stashed
    .then((user) => (user ? activate(user, { source: 'restored' }) : undefined))
    .catch(loggedOutWith)
  const restored = stashed.then(async (user) => {
    await known
    if (user || !session.session()) return
    const cached = await session.cachedLogin()
    if (!cached || !(await helper.isHeldElsewhere(cached.address))) return
    if (session.current() || !session.adopt(cached)) return
    await activate(cached, { source: 'shared' }).catch(loggedOutWith)
  })
  return { known, restored }
}

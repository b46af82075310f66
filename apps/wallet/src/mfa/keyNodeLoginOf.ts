import {
  createKeyNodeLogin,
  curveOfFamily,
  type KeyFamily,
  type KeyNetwork,
  type KeyNodeLogin,
} from '@tessera/keys'
import { jwtPayload } from '../parse/jwtPayload.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'

/** How long a node may take to answer a setup request (reshare, recovery store). */
const mfaNodeTimeoutMs = 10_000
/** A token this close to its expiry could lapse between the store and the reshare. */
const tokenMarginMs = 60_000
/** The nodes take an ID token for 1 h from its `iat` at most (keynode `verifyIdTokenDirectly`). */
const nodeMaxTokenAgeS = 3_600

/**
 * The login `/mfa/setup` presents to the key nodes (issue #16): the user's key-node credentials
 * (`LoggedInUser.keyNodeLogin`, in memory, or back from the sealed stash after a reload), on the
 * wallet's own key network and the app's curve, never on nodes named by storage. Undefined when
 * the login has none (stashed by an older wallet) or its token has expired or is about to, by its
 * `exp` or by the nodes' 1 h cap from its `iat`, whichever comes first: the nodes would refuse
 * it, so the user logs in again (`mfaTexts.loginAgain`).
 */
export function keyNodeLoginOf(parameters: {
  readonly user: Pick<LoggedInUser, 'keyNodeLogin'>
  readonly network: KeyNetwork
  readonly family: KeyFamily
  readonly appId: string
  readonly now?: number | undefined
}): KeyNodeLogin | undefined {
  const credentials = parameters.user.keyNodeLogin
  if (!credentials) return undefined
  let claims: Record<string, unknown>
  try {
    claims = jwtPayload(credentials.token)
  } catch {
    return undefined
  }
  const { exp, iat } = claims
  if (typeof exp !== 'number') return undefined
  const validUntilS = typeof iat === 'number' ? Math.min(exp, iat + nodeMaxTokenAgeS) : exp
  const now = parameters.now ?? Date.now()
  if (validUntilS * 1_000 - tokenMarginMs <= now) return undefined
  return createKeyNodeLogin({
    network: parameters.network,
    token: credentials.token,
    appId: parameters.appId,
    curve: curveOfFamily(parameters.family),
    oneTimePrivateKey: credentials.oneTimePrivateKey,
    timeoutMs: mfaNodeTimeoutMs,
  })
}

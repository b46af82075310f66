import { type AppVerifiers, isServerCheckedVerifier } from '@tessera/service-kit'
import { nodeError } from '../nodeErrors.js'
import type { LoginTokenIdentity } from './verifyLoginToken.js'

/** One reason a node does not take the auth service's word for an identity, or undefined. */
type LoginTokenCheck = (
  identity: LoginTokenIdentity,
  entry: AppVerifiers | undefined,
) => string | undefined

// Issue #15: the auth service may vouch only for logins the node cannot check itself.
const isServerChecked: LoginTokenCheck = ({ verifier }) => {
  if (isServerCheckedVerifier(verifier)) return undefined
  if (verifier.startsWith('oidc:'))
    return `a login token cannot name ${verifier}: the node checks the provider's ID token itself`
  if (verifier.startsWith('custom:') || verifier === 'firebase')
    return `a login token cannot name ${verifier}: the node checks the app's JWT itself`
  return `a login token cannot name ${verifier}`
}

const isPinnedApp: LoginTokenCheck = (_, entry) =>
  entry ? undefined : 'the pinned verifier config has no entry for this app'

const isPinnedKeyspace: LoginTokenCheck = ({ keyspace }, entry) =>
  entry && entry.keyspace !== keyspace
    ? "the keyspace is not the app's keyspace in the pinned verifier config"
    : undefined

const isEnabledLogin: LoginTokenCheck = ({ verifier }, entry) =>
  entry && !entry.loginTokenVerifiers.includes(verifier)
    ? `the pinned verifier config does not let login tokens name ${verifier} for this app`
    : undefined

const loginTokenChecks: readonly LoginTokenCheck[] = [
  isServerChecked,
  isPinnedApp,
  isPinnedKeyspace,
  isEnabledLogin,
]

/**
 * Whether the node takes a login token's identity on the auth service's word (issue #15): only
 * for logins only the service can check (email code and link, Telegram, SIWE, OAuth 2 without ID
 * tokens), for an app the operator-signed config lists (`entry`), in that app's keyspace, and
 * for a login the config lets the app use. Otherwise `token_invalid`, with the reason as cause.
 */
export function assertLoginTokenAllowed(
  identity: LoginTokenIdentity,
  entry: AppVerifiers | undefined,
): void {
  for (const check of loginTokenChecks) {
    const reason = check(identity, entry)
    if (reason !== undefined) throw nodeError('token_invalid', { cause: new Error(reason) })
  }
}

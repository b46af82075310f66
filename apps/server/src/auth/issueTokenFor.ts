import type { App } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'
import { issueLoginToken } from '../tokens/issueLoginToken.js'
import { keyspaceOf } from './keyspaceOf.js'

/**
 * Issues the login token for a verified identity of `app` (keyspace per SPEC §3 `global`).
 *
 * `appRooted` marks identities whose trust comes from the app's own configuration (its custom
 * JWT keys, Firebase project, Telegram bot): in the shared `global` keyspace they could claim any
 * other app's user, so they are refused there.
 */
export async function issueTokenFor(
  context: ServerContext,
  app: App,
  identity: {
    verifier: string
    userId: string
    email?: string | undefined
    nonce: string
    curve: 'secp256k1' | 'ed25519'
    appRooted?: boolean
  },
): Promise<string> {
  if (app.global && identity.appRooted) throw new ApiError('login_not_enabled')
  return issueLoginToken(context.signingKey, context.config.publicUrl, {
    appId: app.id,
    keyspace: keyspaceOf(app),
    verifier: identity.verifier,
    userId: identity.userId,
    ...(identity.email ? { email: identity.email } : {}),
    nonce: identity.nonce,
    curve: identity.curve,
  })
}

import type { App } from '../apps/appSettings.js'
import type { ServerContext } from '../ServerContext.js'
import { issueLoginToken } from '../tokens/issueLoginToken.js'

/** Issues the login token for a verified identity of `app` (keyspace per SPEC §3 `global`). */
export function issueTokenFor(
  context: ServerContext,
  app: App,
  identity: {
    verifier: string
    userId: string
    email?: string | undefined
    nonce: string
    curve: 'secp256k1' | 'ed25519'
  },
): Promise<string> {
  return issueLoginToken(context.signingKey, context.config.publicUrl, {
    appId: app.id,
    keyspace: app.global ? 'global' : app.id,
    verifier: identity.verifier,
    userId: identity.userId,
    ...(identity.email ? { email: identity.email } : {}),
    nonce: identity.nonce,
    curve: identity.curve,
  })
}

import type { Hex } from '@tessera/keys'
import { addressOfPublicKey, isSignedByPublicKey, sweepExpired } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { NodeContext } from '../NodeContext.js'
import { nodeError } from '../nodeErrors.js'
import { enforceNodeIpLimit, enforceNodeLimit } from './enforceNodeLimit.js'
import { nodeRateLimits } from './nodeRateLimits.js'
import type { UnboundIdentity } from './verifyAppTokenDirectly.js'
import { verifyIdentityToken } from './verifyIdentityToken.js'
import type { LoginIdentity } from './verifyLoginToken.js'

export type KeyRequestBody = {
  readonly token: string
  readonly clientPublicKey: string
  readonly proof: string
  readonly appId?: string | undefined
  readonly curve?: LoginIdentity['curve'] | undefined
}

/**
 * The gate every key route of a node shares (docs/key-network.md): the identity token verified,
 * the request signed by the one-time key it carries (`signedText`, given the verified identity),
 * the node's limits counted (per IP, identity and token at once: any one over refuses), and the
 * token bound to that one-time key (the key it names, or the first that presented it here).
 * Answers the identity the request acts for.
 */
export async function authenticateKeyRequest(
  context: NodeContext,
  request: { readonly ip: string; readonly body: KeyRequestBody },
  signedText: (verified: LoginIdentity | UnboundIdentity) => string,
): Promise<LoginIdentity> {
  const { body, ip } = request
  const verified = await verifyIdentityToken(body.token, body, {
    authIssuer: context.config.authIssuer,
    authJwksUrl: context.config.authJwksUrl,
    verifiers: context.verifiers,
  })
  const clientPublicKey = body.clientPublicKey as Hex
  // The signed text needs no stored row: the one-time key is checked before the database.
  if (!isSignedByPublicKey(signedText(verified), body.proof as Hex, clientPublicKey))
    throw nodeError('proof_invalid')
  const clientAddress = addressOfPublicKey(clientPublicKey)
  await Promise.all([
    enforceNodeIpLimit(context, nodeRateLimits.perIp, ip),
    enforceNodeLimit(context, nodeRateLimits.perIdentity, identityKey(verified)),
    enforceNodeLimit(context, nodeRateLimits.perToken, verified.jti),
  ])
  const identity =
    'nonce' in verified
      ? verified
      : { ...verified, nonce: await bindToFirstKey(context, verified, clientAddress) }
  if (identity.nonce !== clientAddress) throw nodeError('proof_invalid')
  return identity
}

/** The columns that name an identity's row in `shares` (what every key route reads by). */
export function shareRowOf(identity: LoginIdentity) {
  return {
    keyspace: identity.keyspace,
    verifier: identity.verifier,
    user_id: identity.sub,
    curve: identity.curve,
  }
}

/**
 * Binds a token that names no one-time key (an app's own JWT) to the first key that presents it
 * here, until it expires, and answers the key it is bound to.
 */
export async function bindToFirstKey(
  context: NodeContext,
  identity: UnboundIdentity,
  address: string,
) {
  await sweepExpired(context.db as Kysely<unknown>, 'token_bindings')
  await context.db
    .insertInto('token_bindings')
    .values({ token_hash: identity.jti, key_address: address, expires_at: identity.exp * 1_000 })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute()
  const bound = await context.db
    .selectFrom('token_bindings')
    .select('key_address')
    .where('token_hash', '=', identity.jti)
    .executeTakeFirstOrThrow()
  return bound.key_address
}
/** The key of an identity's rate-limit window. */
export function identityKey(identity: UnboundIdentity): string {
  return `${identity.keyspace}:${identity.verifier}:${identity.sub}:${identity.curve}`
}

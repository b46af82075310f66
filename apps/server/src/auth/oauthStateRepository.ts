import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/ApiError.js'

/** How long a started social login may take to come back (the user is on the provider's page). */
export const oauthStateLifetimeMs = 10 * 60_000

/** A social login between `/api/v2/oauth/start` and `/api/v2/oauth/callback` (SPEC §7). */
export type OauthState = {
  readonly state: string
  readonly appId: string
  readonly provider: string
  readonly codeVerifier: string
  /** The `nonce` sent to the provider, which its ID token must carry. */
  readonly oidcNonce: string
  /** The client's one-time key address, lower-cased: the login token's `nonce`. */
  readonly clientNonce: string
  readonly curve: 'secp256k1' | 'ed25519'
  readonly expiresAtMs: number
}

const curves = new Set<string>(['secp256k1', 'ed25519'])

/** Stores and reads started social logins. The only code that touches `oauth_states`. */
export function oauthStateRepository(db: Kysely<Database>) {
  return {
    /** Stores a started login, dropping expired ones first so the table stays small. */
    async save(started: OauthState): Promise<void> {
      await db.deleteFrom('oauth_states').where('expires_at', '<', Date.now()).execute()
      await db
        .insertInto('oauth_states')
        .values({
          state: started.state,
          app_id: started.appId,
          provider: started.provider,
          code_verifier: started.codeVerifier,
          oidc_nonce: started.oidcNonce,
          client_nonce: started.clientNonce,
          curve: started.curve,
          expires_at: started.expiresAtMs,
        })
        .execute()
    },

    /** The unexpired login `state` names, or `oauth_failed`. Reading does not use it up. */
    async find(state: string): Promise<OauthState> {
      const row = await db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', state)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (!row || !curves.has(row.curve)) throw new ApiError('oauth_failed')
      return {
        state: row.state,
        appId: row.app_id,
        provider: row.provider,
        codeVerifier: row.code_verifier,
        oidcNonce: row.oidc_nonce,
        clientNonce: row.client_nonce,
        curve: row.curve as OauthState['curve'],
        expiresAtMs: Number(row.expires_at),
      }
    },

    /**
     * Uses the login up: one DELETE, so of two concurrent callbacks exactly one wins and the
     * other gets `oauth_failed`, as does any later replay.
     */
    async consume(state: string): Promise<void> {
      const deleted = await db
        .deleteFrom('oauth_states')
        .where('state', '=', state)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst()
      if (deleted.numDeletedRows === 0n) throw new ApiError('oauth_failed')
    },
  }
}

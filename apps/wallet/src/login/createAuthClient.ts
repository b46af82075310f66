import type { Hex } from '@tessera/keys'
import type { AuthCurve } from '@tessera/protocol'
import {
  asRecord,
  isRecord,
  numberField,
  optionalStringField,
  stringField,
} from '../parse/fields.js'
import { AuthServiceError } from './AuthServiceError.js'

export type AuthClient = ReturnType<typeof createAuthClient>

/** What proves the client holds its one-time key (docs/server.md "Login tokens"). */
export type OneTimeProof = { readonly signerAddress: string; readonly signature: Hex }

export type SocialUser = { id: string; email?: string; name?: string; picture?: string }

/** Who asked for a magic link, as the server saw it (docs/server.md "Logins"). */
export type LinkRequest = {
  readonly appName: string
  /** A coarse browser and system ("Chrome on Linux"). */
  readonly requestedBy: string
  readonly requestedAt: number
  readonly expiresAt: number
}

/**
 * The auth service calls of every login (SPEC §7, docs/server.md "Logins"). Each answer is
 * parsed; a failure is an `AuthServiceError` with the server's code.
 */
export function createAuthClient(parameters: {
  readonly authUrl: string
  readonly appId: string
  readonly fetcher?: typeof fetch
}) {
  const { authUrl, appId } = parameters
  const fetcher = parameters.fetcher ?? ((input, init) => fetch(input, init))

  const call = async (method: string, path: string, body?: unknown) => {
    let response: Response
    try {
      response = await fetcher(`${authUrl}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch {
      throw new AuthServiceError('network', 0)
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = isRecord(json) && isRecord(json.error) ? json.error.code : undefined
      throw new AuthServiceError(typeof error === 'string' ? error : 'unknown', response.status)
    }
    return asRecord(json, 'auth service answer')
  }
  const token = (answer: Record<string, unknown>) => stringField(answer, 'token')

  return {
    /** The app every call is for; key nodes need it with an ID token or an app JWT. */
    appId,
    /** Email code, step 1: the service mails a code. */
    startOtp: async (email: string) => {
      await call('POST', '/api/v2/passwordless/start', { kind: 'otp', appID: appId, email })
    },
    /** Email code, step 2: the one-time key signs the code. */
    completeOtp: async (p: { email: string; otp: string; curve: AuthCurve } & OneTimeProof) =>
      token(await call('POST', '/api/v2/passwordless/otp', { appID: appId, ...p })),
    /** Sign-In with Ethereum, step 1: the nonce for `address`'s sign-in message (SPEC §7). */
    loginNonce: async (address: string) => {
      const query = new URLSearchParams({ address })
      return stringField(await call('GET', `/api/v2/loginNonce?${query}`), 'nonce')
    },
    /** Custom, bearer, Firebase and SIWE tokens (SPEC §7 `/api/v2/loginToken`). */
    loginToken: async (
      p: { provider: string; token: string; userID?: string; curve: AuthCurve } & OneTimeProof,
    ) => token(await call('POST', '/api/v2/loginToken', { appID: appId, ...p })),
    /** SPEC §7 `/auth/telegram/{id}`. */
    telegram: async (p: { tgAuthResult: string; curve: AuthCurve } & OneTimeProof) => {
      const answer = await call('POST', `/auth/telegram/${appId}`, p)
      return stringField(answer, 'id_token')
    },
    /** Social login, step 1: the provider's URL for the popup. */
    oauthStart: async (p: { provider: string; nonce: string; curve: AuthCurve }) => {
      const answer = await call('POST', '/api/v2/oauth/start', { appID: appId, ...p })
      return { url: stringField(answer, 'url'), state: stringField(answer, 'state') }
    },
    /**
     * Social login, step 2: the code the provider sent to `/:appId/redirect/`. OpenID providers
     * also answer their ID token (bound to the one-time key by its nonce), which key nodes
     * verify themselves; OAuth 2 providers have none.
     */
    oauthCallback: async (p: { state: string; code: string; iss?: string; signature: Hex }) => {
      const answer = await call('POST', '/api/v2/oauth/callback', p)
      const user = asRecord(answer.user, 'user')
      const email = optionalStringField(user, 'email')
      const name = optionalStringField(user, 'name')
      const picture = optionalStringField(user, 'picture')
      const socialUser: SocialUser = {
        id: stringField(user, 'id'),
        ...(email === undefined ? {} : { email }),
        ...(name === undefined ? {} : { name }),
        ...(picture === undefined ? {} : { picture }),
      }
      const idToken = optionalStringField(answer, 'idToken')
      return {
        token: token(answer),
        ...(idToken === undefined ? {} : { idToken }),
        user: socialUser,
      }
    },
    /** Magic link, waiting side: registers the credential session (SPEC §7 `/api/v2/cred`). */
    credRegister: async (p: { sessionId: string; publicKey: Hex; signature: Hex }) => {
      await call('POST', '/api/v2/cred', p)
    },
    /**
     * Magic link, waiting side: has the link mailed; answers the confirmation code to show the
     * user, who types it on the link page (never in the mail).
     */
    startLink: async (p: {
      email: string
      sessionId: string
      curve: AuthCurve
      signature: Hex
    }) => {
      const answer = await call('POST', '/api/v2/passwordless/start', {
        kind: 'link',
        appID: appId,
        ...p,
      })
      return { confirmCode: stringField(answer, 'confirmCode') }
    },
    /** Magic link, waiting side: SPEC §7 poll; the ciphertext comes once. */
    credPoll: async (p: { sessionId: string; sig: Hex }) => {
      const query = new URLSearchParams({ sig: p.sig })
      const answer = await call('GET', `/api/v2/cred/${encodeURIComponent(p.sessionId)}?${query}`)
      return answer.done === true ? stringField(answer, 'ciphertext') : null
    },
    /** Magic link, link side: the waiting client's public key. */
    credKey: async (sessionId: string) =>
      stringField(await call('GET', `/api/cred/key/${encodeURIComponent(sessionId)}`), 'publicKey'),
    /** Magic link, link side: which app and browser asked; reading it completes nothing. */
    linkRequest: async (p: { sessionId: string; token: string }): Promise<LinkRequest> => {
      const answer = await call('POST', '/api/v2/passwordless/link-request', p)
      return {
        appName: stringField(answer, 'appName'),
        requestedBy: stringField(answer, 'requestedBy'),
        requestedAt: numberField(answer, 'requestedAt'),
        expiresAt: numberField(answer, 'expiresAt'),
      }
    },
    /**
     * Magic link, link side: with the code the user typed, the login token for the waiting
     * client and the grant to store it.
     */
    verifyLink: async (p: { sessionId: string; token: string; code: string }) => {
      const answer = await call('POST', '/api/v2/passwordless/verify-link', p)
      return { token: token(answer), grant: stringField(answer, 'grant') }
    },
    /** Magic link, link side: stores the token encrypted to the waiting client. */
    credStore: async (p: { sessionId: string; grant: string; ciphertext: string }) => {
      await call('PUT', '/api/cred', {
        sessionId: p.sessionId,
        signature: p.grant,
        ciphertext: p.ciphertext,
      })
    },
  }
}

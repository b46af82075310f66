import { randomBytes } from 'node:crypto'
import type { OidcAccount } from '../oidc/createAccountDirectory.js'
import type { Oauth2ServiceName } from './oauth2Services.js'

/** An authorization request the login page is showing, checked and waiting for the user. */
export type AuthorizationRequest = {
  readonly service: Oauth2ServiceName
  readonly clientId: string
  readonly redirectUri: string
  readonly scopes: readonly string[]
  readonly state: string | undefined
  /** S256 challenge (RFC 7636); undefined when the client sent none and the service allows it. */
  readonly codeChallenge: string | undefined
}

/** What an authorization code or access token stands for: a user's consent to one client. */
export type Oauth2Grant = AuthorizationRequest & { readonly account: OidcAccount }

export type Oauth2Store = ReturnType<typeof createOauth2Store>

// The user is on the login page for this long at most, as with the OIDC stand-in's interactions.
const requestLifetimeMs = 10 * 60_000

/**
 * The stand-in's memory: login pages in progress, authorization codes (single use) and access
 * tokens, each with its expiry. Nothing outlives the process, as with a real provider's restart
 * of a test tenant.
 */
export function createOauth2Store() {
  const requests = createExpiringMap<AuthorizationRequest>()
  const codes = createExpiringMap<Oauth2Grant>()
  const tokens = createExpiringMap<Oauth2Grant>()
  return {
    /** Keeps a checked request for the login page; its id goes in the page's form. */
    addRequest: (request: AuthorizationRequest) =>
      requests.add(randomToken(), request, requestLifetimeMs),
    findRequest: (id: string) => requests.find(id),
    /** The request, removed: a login page is answered once. */
    takeRequest: (id: string) => requests.take(id),
    issueCode: (grant: Oauth2Grant, lifetimeMs: number) =>
      codes.add(randomToken(), grant, lifetimeMs),
    /** The code's grant, removed whether or not the exchange then succeeds: codes work once. */
    takeCode: (code: string) => codes.take(code),
    issueAccessToken: (grant: Oauth2Grant, prefix: string, lifetimeMs: number | undefined) =>
      tokens.add(`${prefix}${randomToken()}`, grant, lifetimeMs),
    findAccessToken: (token: string) => tokens.find(token),
  }
}

function randomToken(): string {
  return randomBytes(24).toString('base64url')
}

function createExpiringMap<value>() {
  const entries = new Map<string, { value: value; expiresAtMs: number }>()
  const find = (key: string): value | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAtMs > Date.now()) return entry.value
    entries.delete(key)
    return undefined
  }
  return {
    add(key: string, value: value, lifetimeMs: number | undefined): string {
      // Expired entries go whenever a new one comes, so the maps stay small.
      for (const [old, entry] of entries) if (entry.expiresAtMs <= Date.now()) entries.delete(old)
      entries.set(key, {
        value,
        expiresAtMs: Date.now() + (lifetimeMs ?? Number.POSITIVE_INFINITY),
      })
      return key
    },
    find,
    take(key: string): value | undefined {
      const value = find(key)
      entries.delete(key)
      return value
    },
  }
}

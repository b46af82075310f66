import { allowInsecureRequests, type Configuration, discovery } from 'openid-client'
import { oauthTransportAllowed } from './oauthTransportAllowed.js'

/** Seconds any request to a provider (discovery, token, JWKS, user info) may take before it fails. */
export const oauthProviderTimeoutS = 10
/** Discovered metadata is refreshed this often, so a provider's endpoint changes are picked up. */
const discoveryLifetimeMs = 60 * 60_000

type CachedConfiguration = {
  readonly clientSecret: string | undefined
  readonly expiresAtMs: number
  readonly configuration: Promise<Configuration>
}

/**
 * What discovery needs of a provider: an OIDC provider, or Apple (which has no fixed secret; its
 * code grant builds its own configuration from the discovered one, `appleConfigurationFor`).
 */
export type DiscoverableProvider = {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret?: string | undefined
}

/** Per issuer and client id: one discovery shared by every request of this process. */
const configurations = new Map<string, CachedConfiguration>()

/**
 * The `openid-client` configuration for an app's provider (SPEC §7 auth service, social logins),
 * discovered from `{issuer}/.well-known/openid-configuration` once per issuer and client id and
 * then cached. Plain http is only allowed for loopback issuers; anything else must be https.
 */
export function oauthConfigurationFor(provider: DiscoverableProvider): Promise<Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`
  const nowMs = Date.now()
  const cached = configurations.get(key)
  // A changed client secret (the app was updated) needs a configuration that sends the new one.
  if (cached && cached.expiresAtMs > nowMs && cached.clientSecret === provider.clientSecret)
    return cached.configuration
  const configuration = discover(provider)
  configurations.set(key, {
    clientSecret: provider.clientSecret,
    expiresAtMs: nowMs + discoveryLifetimeMs,
    configuration,
  })
  // A failed discovery (provider down) is retried on the next login, not cached.
  configuration.catch(() => {
    if (configurations.get(key)?.configuration === configuration) configurations.delete(key)
  })
  return configuration
}

function discover(provider: DiscoverableProvider): Promise<Configuration> {
  const issuer = new URL(provider.issuer)
  const isLoopbackHttp = issuer.protocol === 'http:' && oauthTransportAllowed(issuer)
  return discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    timeout: oauthProviderTimeoutS,
    ...(isLoopbackHttp ? { execute: [allowInsecureRequests] } : {}),
  })
}

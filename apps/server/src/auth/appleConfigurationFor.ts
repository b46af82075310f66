import { allowInsecureRequests, ClientSecretPost, Configuration } from 'openid-client'
import { appleClientSecret } from './appleClientSecret.js'
import { oauthConfigurationFor, oauthProviderTimeoutS } from './oauthConfigurationFor.js'
import { oauthTransportAllowed } from './oauthTransportAllowed.js'
import type { AppleSocialProvider } from './socialProviderFor.js'

/**
 * The `openid-client` configuration for one Sign in with Apple code exchange (third-party-apis
 * §9): Apple's discovered metadata (cached like any issuer's) with a freshly signed ES256 client
 * secret sent as `client_secret` in the body (client_secret_post). Built per exchange because
 * the secret expires after minutes and `openid-client` client authentication cannot sign
 * asynchronously.
 */
export async function appleConfigurationFor(provider: AppleSocialProvider): Promise<Configuration> {
  const discovered = await oauthConfigurationFor(provider)
  const clientSecret = await appleClientSecret(provider)
  const configuration = new Configuration(
    discovered.serverMetadata(),
    provider.clientId,
    undefined,
    ClientSecretPost(clientSecret),
  )
  configuration.timeout = oauthProviderTimeoutS
  const issuer = new URL(provider.issuer)
  // Same rule as discovery: plain http only for a stand-in on this machine.
  if (issuer.protocol === 'http:' && oauthTransportAllowed(issuer))
    allowInsecureRequests(configuration)
  return configuration
}

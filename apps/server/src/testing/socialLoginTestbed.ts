import { randomBytes } from 'node:crypto'
import { type OidcProvider, startOidcProvider } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import type { JWTPayload } from 'jose'
import type { App } from '../apps/appSettings.js'
import { oauthRedirectUri } from '../auth/oauthRedirectUri.js'
import { createTestServer, type TestServer, testWalletUrl } from './createTestServer.js'
import { readLoginTokenOf } from './readLoginTokenOf.js'

/** The provider name the test app enables, as hosts pass it to `initSocialLogin`. */
export const socialTestProviderName = 'google'

export type SocialLoginTestbed = {
  readonly server: TestServer
  readonly provider: OidcProvider
  /** An app with `socialTestProviderName` enabled, pointing at `provider`. */
  readonly app: App
  /** Where the provider sends the user back: the wallet's redirect route (SPEC §2). */
  readonly redirectUri: string
  /** Verifies a login token the way a key node will: against the server's JWKS. */
  readLoginToken(token: string): Promise<JWTPayload>
  stop(): Promise<void>
}

/**
 * Test support for social login (SPEC §7): a server on a fresh database and the local OpenID
 * provider on a free port, with an app registered at both. The app id is chosen first, because
 * the provider only accepts redirect URIs it was started with.
 */
export async function socialLoginTestbed(): Promise<SocialLoginTestbed> {
  const appId = randomBytes(20).toString('hex')
  const redirectUri = oauthRedirectUri(testWalletUrl, appId)
  const clientId = `tessera-${appId.slice(0, 8)}`
  const clientSecret = randomBytes(16).toString('hex')
  const provider = await startOidcProvider({
    port: await findFreePortBase(1),
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
  })
  const server = await createTestServer()
  const app = await server.context.apps.create({
    id: appId,
    name: 'Social Shop',
    chainType: 'evm',
    origins: ['https://shop.example'],
    logins: {
      social: [{ name: socialTestProviderName, issuer: provider.issuer, clientId, clientSecret }],
    },
  })

  return {
    server,
    provider,
    app,
    redirectUri,
    readLoginToken: (token) => readLoginTokenOf(server, token),
    stop: async () => {
      await server.close()
      await provider.stop()
    },
  }
}

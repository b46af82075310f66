import { randomBytes } from 'node:crypto'
import { type Oauth2Provider, startOauth2Provider } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import type { App } from '../apps/appSettings.js'
import { oauthRedirectUri } from '../auth/oauthRedirectUri.js'
import { testWalletUrl } from './createTestServer.js'
import { type SocialLoginTestbed, socialLoginTestbed } from './socialLoginTestbed.js'

/**
 * The presets the test app enables (third-party-apis §9), with the provider name hosts pass for
 * each: X keeps Twitter's login kind, as names need two characters.
 */
export const oauth2TestProviders = { discord: 'discord', github: 'github', x: 'twitter' } as const

type Oauth2TestPreset = keyof typeof oauth2TestProviders

/** A provider of the test app set up like X but with a client secret the stand-in refuses. */
export const oauth2WrongSecretProviderName = 'x-wrong-secret'

export type Oauth2LoginTestbed = Pick<SocialLoginTestbed, 'server' | 'readLoginToken'> & {
  /** The stand-in for Discord, GitHub and X. */
  readonly provider: Oauth2Provider
  /** An app with every `oauth2TestProviders` entry enabled, pointing at `provider`. */
  readonly app: App
  /** Where the stand-in sends the user back: the wallet's redirect route (SPEC §2). */
  readonly redirectUri: string
  stop(): Promise<void>
}

/**
 * Test support for OAuth 2 social logins (SPEC §7, third-party-apis §9): the social login
 * testbed's server (and its login token reader) with the local Discord/GitHub/X stand-in on a
 * free port and an app registered at both. The app id is chosen first, because the stand-in
 * only accepts redirect URIs it was started with.
 */
export async function oauth2LoginTestbed(): Promise<Oauth2LoginTestbed> {
  const appId = randomBytes(20).toString('hex')
  const redirectUri = oauthRedirectUri(testWalletUrl, appId)
  const clientId = `tessera-${appId.slice(0, 8)}`
  const clientSecret = randomBytes(16).toString('hex')
  const provider = await startOauth2Provider({
    port: await findFreePortBase(1),
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
  })
  const social = await socialLoginTestbed()
  const preset = (name: string, p: Oauth2TestPreset, secret = clientSecret) =>
    ({
      name,
      kind: 'oauth2',
      preset: p,
      clientId,
      clientSecret: secret,
      baseUrl: provider.baseUrl,
    }) as const
  const app = await social.server.context.apps.create({
    id: appId,
    name: 'OAuth Shop',
    chainType: 'evm',
    origins: ['https://oauth-shop.example'],
    logins: {
      social: [
        ...Object.entries(oauth2TestProviders).map(([p, name]) =>
          preset(name, p as Oauth2TestPreset),
        ),
        preset(oauth2WrongSecretProviderName, 'x', 'not-the-secret'),
      ],
    },
  })
  return {
    server: social.server,
    readLoginToken: social.readLoginToken,
    provider,
    app,
    redirectUri,
    stop: async () => {
      await social.stop()
      await provider.stop()
    },
  }
}

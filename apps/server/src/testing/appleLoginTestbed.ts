import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto'
import type { App } from '../apps/appSettings.js'
import { appleFormPostUri } from '../auth/socialRedirectUri.js'
import { createTestServer, type TestServer } from './createTestServer.js'
import { readLoginTokenOf } from './readLoginTokenOf.js'
import type { SocialLoginTestbed } from './socialLoginTestbed.js'
import { type AppleStandIn, startAppleStandIn } from './startAppleStandIn.js'

/** The provider name the test app gives Sign in with Apple, as hosts pass it. */
export const appleTestProviderName = 'apple'

export type AppleLoginTestbed = Pick<SocialLoginTestbed, 'readLoginToken'> & {
  readonly server: TestServer
  /** The local Apple: discovery, JWKS and a token endpoint checking the client secret. */
  readonly provider: AppleStandIn
  /** An app with `appleTestProviderName` enabled, pointing at `provider`. */
  readonly app: App
  /** The same Services ID, but signing client secrets with a key Apple does not know. */
  readonly wrongKeyApp: App
  /** The server's form-post endpoint Apple answers to (registered at the stand-in). */
  readonly formPostUri: string
  stop(): Promise<void>
}

/**
 * Test support for Sign in with Apple (SPEC §7, third-party-apis §9): a server on a fresh
 * database, an Apple key for the app, and the local Apple stand-in that only accepts client
 * secrets signed with that key, with the app registered at both.
 */
export async function appleLoginTestbed(): Promise<AppleLoginTestbed> {
  const appId = randomBytes(20).toString('hex')
  const wrongKeyAppId = randomBytes(20).toString('hex')
  const server = await createTestServer()
  const { publicUrl } = server.context.config
  const formPostUri = appleFormPostUri(publicUrl, appId)
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const apple = {
    clientId: `com.example.shop-${appId.slice(0, 8)}`,
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
  }
  const provider = await startAppleStandIn({
    ...apple,
    clientKey: appleKey.publicKey,
    redirectUris: [formPostUri, appleFormPostUri(publicUrl, wrongKeyAppId)],
  })
  const createApp = (id: string, key: KeyObject) =>
    server.context.apps.create({
      id,
      name: 'Apple Shop',
      chainType: 'evm',
      origins: ['https://shop.example'],
      logins: {
        social: [
          {
            name: appleTestProviderName,
            kind: 'apple',
            ...apple,
            privateKey: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
            issuer: provider.issuer,
          },
        ],
      },
    })
  const app = await createApp(appId, appleKey.privateKey)
  const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  const wrongKeyApp = await createApp(wrongKeyAppId, otherKey)
  return {
    server,
    provider,
    app,
    wrongKeyApp,
    formPostUri,
    readLoginToken: (token) => readLoginTokenOf(server, token),
    stop: async () => {
      await server.close()
      await provider.stop()
    },
  }
}

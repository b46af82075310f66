import { randomUUID } from 'node:crypto'
import { type AssembleKeyReturnType, assembleKey, randomScalar } from '@tessera/keys'
import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
} from '../../../server/src/testing/socialLoginTestbed.js'
import { signInAtProvider } from '../testing/signInAtProvider.js'
import { startTestNetwork, type TestNetwork, testAppId } from '../testing/startTestNetwork.js'

const customIssuer = 'https://game.example'
const firebaseProject = 'game-prod'

/** A user who logged in the legitimate way: who they are, their key, and a way to log in again. */
type Victim = {
  readonly appId: string
  readonly verifier: string
  readonly userId: string
  readonly key: AssembleKeyReturnType
  again(): Promise<AssembleKeyReturnType>
}

/**
 * Issue #15, finding 1: whoever holds the auth server's signing key mints any login token it
 * likes. Key nodes take such a token only for logins the server alone can check, for the apps,
 * keyspaces and logins of the config the operator signed; everything else they check themselves.
 */
describe('a login token signed by the auth server cannot take or plant a key', () => {
  let bed: SocialLoginTestbed
  let jwks: JwksServer
  let appKey: CryptoKey
  let net: TestNetwork
  let gameId: string
  let userCounter = 0
  const newUser = () => `victim-${Date.now()}-${userCounter++}`

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    appKey = privateKey
    jwks = await startJwksServer({
      port: await findFreePortBase(1),
      keys: [{ ...(await exportJWK(publicKey)), kid: 'game-1', alg: 'RS256' }],
    })
    bed = await socialLoginTestbed()
    const game = await bed.server.context.apps.create({
      name: 'Game',
      chainType: 'evm',
      origins: ['https://game.example'],
      logins: {
        passwordless: true,
        siwe: true,
        telegram: { botToken: '123456:game-bot' },
        social: [{ name: 'github', kind: 'oauth2', preset: 'github', clientId: 'game' }],
        custom: [
          { name: 'game-backend', jwksUrl: jwks.url, issuer: customIssuer, audience: 'game' },
        ],
        firebase: { projectId: firebaseProject, jwksUrl: jwks.url },
      },
    })
    gameId = game.id
    net = await startTestNetwork({ server: bed.server })
  })
  afterAll(async () => {
    await net?.close()
    await bed?.stop()
    await jwks?.stop()
  })

  const assemble = (token: string, oneTimePrivateKey: `0x${string}`, appId?: string) =>
    assembleKey({
      network: net.network(),
      token,
      appId,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })
  const appJwt = (kind: 'custom' | 'firebase', userId: string) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'game-1' })
      .setIssuer(
        kind === 'custom' ? customIssuer : `https://securetoken.google.com/${firebaseProject}`,
      )
      .setAudience(kind === 'custom' ? 'game' : firebaseProject)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(appKey)

  const victims = {
    oidc: async (): Promise<Victim> => {
      const email = `${newUser()}@example.com`
      const signIn = await signInAtProvider(bed, email)
      const key = await assemble(signIn.idToken, signIn.oneTimePrivateKey, bed.app.id)
      const { sub, verifier } = decodeJwt(signIn.token) as { sub: string; verifier: string }
      const again = async () => {
        const next = await signInAtProvider(bed, email)
        return assemble(next.idToken, next.oneTimePrivateKey, bed.app.id)
      }
      return { appId: bed.app.id, verifier, userId: sub, key, again }
    },
    custom: () => appVictim('custom', 'custom:game-backend'),
    firebase: () => appVictim('firebase', 'firebase'),
  }
  async function appVictim(kind: 'custom' | 'firebase', verifier: string): Promise<Victim> {
    const userId = newUser()
    const key = await assemble(await appJwt(kind, userId), generatePrivateKey(), gameId)
    const again = async () => assemble(await appJwt(kind, userId), generatePrivateKey(), gameId)
    return { appId: gameId, verifier, userId, key, again }
  }

  test.each(['oidc', 'custom', 'firebase'] as const)(
    "error: #15 the server's key mints a login token for a %s user: every node refuses, releases no share and stores none",
    async (kind) => {
      const victim = await victims[kind]()
      const stolen = await net.login(victim.userId, {
        appId: victim.appId,
        verifier: victim.verifier,
      })
      expect(await net.askEveryNode(stolen.token, stolen.oneTimePrivateKey)).toEqual(
        Array(6).fill('token_invalid'),
      )
      // The victim's key is still theirs alone, and still the same.
      expect((await victim.again()).publicKey).toBe(victim.key.publicKey)
    },
  )

  /** Where each kind of identity lives: its app and verifier. */
  const identities = {
    oidc: () => ({
      appId: bed.app.id,
      verifier: `oidc:${bed.provider.issuer.replace(/\/+$/, '')}`,
    }),
    custom: () => ({ appId: gameId, verifier: 'custom:game-backend' }),
    firebase: () => ({ appId: gameId, verifier: 'firebase' }),
  }

  test.each(['oidc', 'custom', 'firebase'] as const)(
    "error: #15 the server's key mints a login token for a new %s user: mode store plants no key",
    async (kind) => {
      const userId = newUser()
      const { appId, verifier } = identities[kind]()
      const planted = await net.login(userId, { appId, verifier })
      expect(await net.askEveryNode(planted.token, planted.oneTimePrivateKey)).toEqual(
        Array(6).fill('token_invalid'),
      )
      expect(await net.nodesHolding({ keyspace: appId, verifier, userId })).toEqual([])
    },
  )

  test('default: #15 login tokens of logins only the server can check still open keys (email, SIWE, Telegram, OAuth 2)', async () => {
    for (const verifier of ['passwordless', 'siwe', 'telegram', 'oauth2:github']) {
      const userId = newUser()
      const first = await net.login(userId, { appId: gameId, verifier })
      const created = await assemble(first.token, first.oneTimePrivateKey)
      expect(created.created).toBe(true)
      const again = await net.login(userId, { appId: gameId, verifier })
      expect((await assemble(again.token, again.oneTimePrivateKey)).publicKey).toBe(
        created.publicKey,
      )
    }
  })

  test('error: #15 a login token for another keyspace than the pinned one is refused (no global identities for this app)', async () => {
    const { token, oneTimePrivateKey } = await net.login(newUser(), {
      appId: gameId,
      keyspace: 'global',
    })
    expect(await net.askEveryNode(token, oneTimePrivateKey)).toEqual(Array(6).fill('token_invalid'))
  })

  test('error: #15 a login token for a login the pinned config does not give the app is refused', async () => {
    const { token, oneTimePrivateKey } = await net.login(newUser(), {
      appId: testAppId,
      verifier: 'telegram',
    })
    expect(await net.askEveryNode(token, oneTimePrivateKey)).toEqual(Array(6).fill('token_invalid'))
  })

  test('error: #15 a login token for an app the pinned config does not list is refused', async () => {
    const { token, oneTimePrivateKey } = await net.login(newUser(), { appId: 'f'.repeat(40) })
    expect(await net.askEveryNode(token, oneTimePrivateKey)).toEqual(Array(6).fill('token_invalid'))
  })
})

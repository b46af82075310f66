import { randomUUID } from 'node:crypto'
import { assembleKey, randomScalar } from '@tessera/keys'
import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/src/testing/createTestServer.js'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'

const customIssuer = 'https://game.example'
const firebaseProject = 'game-prod'

/** Nodes that check an app's own JWTs (custom verifier, Firebase) against the app's keys. */
describe('key nodes verify app JWTs directly', () => {
  let server: TestServer
  let jwks: JwksServer
  let appKey: CryptoKey
  let net: TestNetwork
  let appId: string
  let otherAppId: string
  let userCounter = 0
  const newUser = () => `player-${Date.now()}-${userCounter++}`

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    appKey = privateKey
    jwks = await startJwksServer({
      port: await findFreePortBase(1),
      keys: [{ ...(await exportJWK(publicKey)), kid: 'game-1', alg: 'RS256' }],
    })
    server = await createTestServer()
    const create = (name: string, logins: Record<string, unknown>) =>
      server.context.apps.create({
        name,
        chainType: 'evm',
        origins: ['https://game.example'],
        logins,
      })
    appId = (
      await create('Game', {
        custom: [
          { name: 'game-backend', jwksUrl: jwks.url, issuer: customIssuer, audience: 'game' },
        ],
        firebase: { projectId: firebaseProject, jwksUrl: jwks.url },
      })
    ).id
    otherAppId = (await create('Other', { passwordless: true })).id
    net = await startTestNetwork({ server })
  })
  afterAll(async () => {
    await net?.close()
    await server?.close()
    await jwks?.stop()
  })

  /** A JWT as the app's backend (custom) or Firebase mints it; `nonce` only when given. */
  const tokenFor = (kind: 'custom' | 'firebase', userId: string, nonce?: string) =>
    new SignJWT(nonce === undefined ? {} : { nonce })
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
  const assemble = (token: string, oneTimePrivateKey: `0x${string}`, forApp = appId) =>
    assembleKey({
      network: net.network(),
      token,
      appId: forApp,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })
  /** The auth service's answer for the same JWT: a login token bound to `oneTimePrivateKey`. */
  const loginTokenOf = async (
    kind: 'custom' | 'firebase',
    jwt: string,
    oneTimePrivateKey: `0x${string}`,
  ) => {
    const oneTime = privateKeyToAccount(oneTimePrivateKey)
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v2/loginToken',
      payload: {
        appID: appId,
        provider: kind === 'custom' ? 'game-backend' : 'firebase',
        token: jwt,
        curve: 'secp256k1',
        signerAddress: oneTime.address,
        signature: await oneTime.signMessage({ message: jwt }),
      },
    })
    return (answer.json() as { token: string }).token
  }
  /** A login as the wallet runs it (#15): a login token for the profile, the JWT for the nodes. */
  const walletLogin = async (kind: 'custom' | 'firebase', jwt: string) => {
    const oneTimePrivateKey = generatePrivateKey()
    const loginToken = await loginTokenOf(kind, jwt, oneTimePrivateKey)
    return { loginToken, oneTimePrivateKey, key: await assemble(jwt, oneTimePrivateKey) }
  }
  const identityOf = (kind: 'custom' | 'firebase', userId: string) => ({
    keyspace: appId,
    verifier: kind === 'custom' ? 'custom:game-backend' : 'firebase',
    userId,
  })

  test.each(['custom', 'firebase'] as const)(
    "default: #15 a raw %s JWT opens the key of the identity the server's login token names, as before",
    async (kind) => {
      const user = newUser()
      const first = await walletLogin(kind, await tokenFor(kind, user))
      expect(first.key.created).toBe(true)
      const named = decodeJwt(first.loginToken)
      const { keyspace, verifier } = identityOf(kind, user)
      expect(named).toMatchObject({ keyspace, verifier, sub: user })
      expect(await net.nodesHolding(identityOf(kind, user))).toEqual([1, 2, 3])
      const again = await walletLogin(kind, await tokenFor(kind, user))
      expect(again.key).toMatchObject({ created: false, publicKey: first.key.publicKey })
    },
  )

  test.each(['custom', 'firebase'] as const)(
    "error: #15 the server's login token of a %s login is refused by every node",
    async (kind) => {
      const oneTimePrivateKey = generatePrivateKey()
      const loginToken = await loginTokenOf(
        kind,
        await tokenFor(kind, newUser()),
        oneTimePrivateKey,
      )
      const error = await assemble(loginToken, oneTimePrivateKey).catch((e: unknown) => e)
      expect(String(error)).toMatch(
        /node 1: answered 401 token_invalid; node 2: answered 401 token_invalid; node 3: answered 401 token_invalid/,
      )
    },
  )

  test('behavior: a custom and a Firebase JWT of one user id are two identities', async () => {
    const user = newUser()
    const custom = await assemble(await tokenFor('custom', user), generatePrivateKey())
    const firebase = await assemble(await tokenFor('firebase', user), generatePrivateKey())
    expect(firebase.publicKey).not.toBe(custom.publicKey)
  })

  test('error: an app JWT is bound to the first one-time key that uses it; another key is refused', async () => {
    const token = await tokenFor('custom', newUser())
    const first = generatePrivateKey()
    await assemble(token, first)
    expect((await assemble(token, first)).created).toBe(false)
    const error = await assemble(token, generatePrivateKey()).catch((e: unknown) => e)
    expect(String(error)).toMatch(/proof_invalid/)
  })

  test.each(['custom', 'firebase'] as const)(
    'error: #15 a raw %s JWT replayed after its user logged in is refused at every node, and plants nothing',
    async (kind) => {
      const user = newUser()
      const jwt = await tokenFor(kind, user)
      const { key } = await walletLogin(kind, jwt)
      expect(
        await net.askEveryNode(jwt, generatePrivateKey(), { appId, curve: 'secp256k1' }),
      ).toEqual(Array(6).fill('proof_invalid'))
      const again = await walletLogin(kind, await tokenFor(kind, user))
      expect(again.key.publicKey).toBe(key.publicKey)
    },
  )

  test('error: #15 a JWT whose nonce claim names another key is refused by every node, and plants nothing', async () => {
    const user = newUser()
    const other = privateKeyToAccount(generatePrivateKey()).address
    const jwt = await tokenFor('custom', user, other)
    expect(
      await net.askEveryNode(jwt, generatePrivateKey(), { appId, curve: 'secp256k1' }),
    ).toEqual(Array(6).fill('proof_invalid'))
    expect(await net.nodesHolding(identityOf('custom', user))).toEqual([])
  })

  test('default: #15 a JWT whose nonce claim is the one-time key opens the key; a thief who uses it first gets nothing', async () => {
    const user = newUser()
    const oneTimePrivateKey = generatePrivateKey()
    const jwt = await tokenFor('custom', user, privateKeyToAccount(oneTimePrivateKey).address)
    expect(
      await net.askEveryNode(jwt, generatePrivateKey(), { appId, curve: 'secp256k1' }),
    ).toEqual(Array(6).fill('proof_invalid'))
    expect((await assemble(jwt, oneTimePrivateKey)).created).toBe(true)
  })

  test('error: a JWT presented for an app without that issuer is refused', async () => {
    const error = await assemble(
      await tokenFor('custom', newUser()),
      generatePrivateKey(),
      otherAppId,
    ).catch((e: unknown) => e)
    expect(String(error)).toMatch(/token_invalid/)
  })

  test('error: a JWT with a tampered user id is refused', async () => {
    const [header, payload, signature] = (await tokenFor('custom', newUser())).split('.')
    const claims = {
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      sub: 'admin',
    }
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    const error = await assemble(forged, generatePrivateKey()).catch((e: unknown) => e)
    expect(String(error)).toMatch(/token_invalid/)
  })
})

import { appBackendLogins, startAppBackend } from '@tessera/devnet'
import { assembleKey, randomScalar } from '@tessera/keys'
import { findFreePortBase } from '@tessera/test-utils'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/src/testing/createTestServer.js'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'

/** Nodes that check an app's own JWTs (custom verifier, Firebase) against the app's keys. */
describe('key nodes verify app JWTs directly', () => {
  let server: TestServer
  let backend: Awaited<ReturnType<typeof startAppBackend>>
  let net: TestNetwork
  let appId: string
  let otherAppId: string
  let userCounter = 0
  const newUser = () => `player-${Date.now()}-${userCounter++}`

  beforeAll(async () => {
    server = await createTestServer()
    backend = await startAppBackend({ port: await findFreePortBase(1) })
    const { customVerifier, firebase } = appBackendLogins(backend.url)
    const create = (name: string, logins: Record<string, unknown>) =>
      server.context.apps.create({
        name,
        chainType: 'evm',
        origins: ['https://game.example'],
        logins,
      })
    appId = (
      await create('Game', { custom: [{ name: 'game-backend', ...customVerifier }], firebase })
    ).id
    otherAppId = (await create('Other', { passwordless: true })).id
    net = await startTestNetwork({ server })
  })
  afterAll(async () => {
    await net?.close()
    await backend?.stop()
    await server?.close()
  })

  const tokenFor = async (kind: 'custom' | 'firebase', userId: string) => {
    const response = await fetch(`${backend.url}/${kind}-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(kind === 'custom' ? { userId } : { uid: userId }),
    })
    return ((await response.json()) as { token: string }).token
  }
  const assemble = (token: string, oneTimePrivateKey: `0x${string}`, forApp = appId) =>
    assembleKey({
      network: net.network(),
      token,
      appId: forApp,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })
  /** The auth service's path for the same kind of token: a login token bound to a new key. */
  const viaAuthService = async (provider: string, appJwt: string) => {
    const oneTimePrivateKey = generatePrivateKey()
    const oneTime = privateKeyToAccount(oneTimePrivateKey)
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v2/loginToken',
      payload: {
        appID: appId,
        provider,
        token: appJwt,
        curve: 'secp256k1',
        signerAddress: oneTime.address,
        signature: await oneTime.signMessage({ message: appJwt }),
      },
    })
    return assemble((answer.json() as { token: string }).token, oneTimePrivateKey)
  }

  test.each([
    ['custom', 'game-backend'],
    ['firebase', 'firebase'],
  ] as const)(
    "default: a %s JWT checked by the nodes reaches the same key as the auth service's login token",
    async (kind, provider) => {
      const user = newUser()
      const direct = await assemble(await tokenFor(kind, user), generatePrivateKey())
      expect(direct.created).toBe(true)
      const again = await viaAuthService(provider, await tokenFor(kind, user))
      expect(again).toMatchObject({ created: false, publicKey: direct.publicKey })
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

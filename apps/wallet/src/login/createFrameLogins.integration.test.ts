import { randomUUID } from 'node:crypto'
import { signTelegramLogin } from '@tessera/devnet'
import type { WalletError } from '@tessera/errors'
import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  startTestNetwork,
  type TestNetwork,
} from '../../../keynode/src/testing/startTestNetwork.js'
import { createTestServer, type TestServer } from '../../../server/src/testing/createTestServer.js'
import { reportSilently } from '../reportSilently.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import { createAuthClient } from './createAuthClient.js'
import { createFrameLogins } from './createFrameLogins.js'
import { lookUpPublicKey } from './lookUpPublicKey.js'

const issuer = 'https://login.shop.example'
const botToken = '123456:tessera-wallet-integration-bot'

describe('createFrameLogins against the real auth service and key nodes', () => {
  let server: TestServer
  let network: TestNetwork
  let jwks: JwksServer
  let appKey: CryptoKey
  let appId: string
  let authUrl: string

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    appKey = privateKey
    jwks = await startJwksServer({
      port: await findFreePortBase(1),
      keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }],
    })
    server = await createTestServer()
    const app = await server.context.apps.create({
      name: 'Shop',
      chainType: 'evm',
      origins: ['https://shop.example'],
      logins: {
        custom: [{ name: 'shop', jwksUrl: jwks.url, issuer, audience: 'shop-wallet' }],
        firebase: { projectId: 'shop-firebase', jwksUrl: jwks.url },
        telegram: { botToken },
        siwe: true,
      },
    })
    appId = app.id
    network = await startTestNetwork({ server })
    const address = server.app.server.address()
    authUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    await network?.close()
    await server?.close()
    await jwks?.stop()
  })

  function frameLogins(options: { network?: TestNetwork['network']; authUrl?: string } = {}) {
    const logins: LoggedInUser[] = []
    const failures: WalletError[] = []
    const frame = createFrameLogins({
      auth: createAuthClient({ authUrl: options.authUrl ?? authUrl, appId }),
      network: (options.network ?? network.network)(),
      family: 'evm',
      onLogin: (user) => logins.push(user),
      onBackgroundError: (error) => failures.push(error),
      reportSilently,
    })
    return { frame, logins, failures }
  }
  const appJwt = (claims: { sub: string; iss?: string; aud?: string }) =>
    new SignJWT({ email: `${claims.sub}@shop.example` })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'shop-wallet')
      .setSubject(claims.sub)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(appKey)

  test('S-060 C-011 C-012: a custom app token logs in; the next login rebuilds the same key', async () => {
    const { frame, logins } = frameLogins()
    const first = await frame.custom({
      token: await appJwt({ sub: 'u-1' }),
      userID: 'u-1',
      provider: 'shop',
    })
    expect(first).toMatchObject({ loginType: 'shop', verifier: 'custom:shop', id: 'u-1' })
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const again = await frame.custom({
      token: await appJwt({ sub: 'u-1' }),
      userID: 'u-1',
      provider: 'shop',
    })
    expect(again.address).toBe(first.address)
    expect(again.privateKey).toBe(first.privateKey)
    expect(logins.map((user) => user.address)).toEqual([first.address, first.address])
  })

  test('S-061 S-062: a Firebase bearer token logs in under the firebase verifier', async () => {
    const { frame } = frameLogins()
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://securetoken.google.com/shop-firebase')
      .setAudience('shop-firebase')
      .setSubject('firebase-uid-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(appKey)
    expect(await frame.bearer('firebase', { uid: 'firebase-uid-1', token })).toMatchObject({
      loginType: 'firebase',
      verifier: 'firebase',
      id: 'firebase-uid-1',
    })
  })

  test('S-063: a Telegram login result logs in under the telegram verifier', async () => {
    const { frame } = frameLogins()
    const token = signTelegramLogin(
      { id: 4242, first_name: 'Ada', auth_date: Math.floor(Date.now() / 1_000) },
      botToken,
    )
    expect(await frame.bearer('telegram', { token })).toMatchObject({
      loginType: 'telegram',
      verifier: 'telegram',
      id: '4242',
    })
  })

  test('error: W-137 C-014 a token the auth service refuses (replayed, or for another user id): Could not get login token', async () => {
    const { frame, logins } = frameLogins()
    const token = await appJwt({ sub: 'u-2' })
    await frame.custom({ token, userID: 'u-2', provider: 'shop' })
    await expect(frame.custom({ token, userID: 'u-2', provider: 'shop' })).rejects.toMatchObject({
      code: 'W-137',
      details: 'Could not get login token',
    })
    await expect(
      frame.custom({
        token: await appJwt({ sub: 'u-3' }),
        userID: 'someone-else',
        provider: 'shop',
      }),
    ).rejects.toMatchObject({ code: 'W-137' })
    expect(logins).toHaveLength(1)
  })

  test("error: X-038 W-134 no login token when the auth service cannot be reached: 'Could not get the token', no login", async () => {
    const { frame, logins } = frameLogins({ authUrl: 'http://127.0.0.1:9' })
    const token = await appJwt({ sub: 'u-7' })
    for (const login of [
      () => frame.custom({ token, userID: 'u-7', provider: 'shop' }),
      () => frame.bearer('firebase', { token, uid: 'u-7' }),
    ])
      await expect(login()).rejects.toMatchObject({
        code: 'W-134',
        shortMessage: 'Could not get the token',
        details: 'Could not get login token',
      })
    expect(logins).toEqual([])
  })

  test('error: X-073 a login token failure is logged only: the console names it, the host gets the rejection, nobody logs in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { frame, logins } = frameLogins({ authUrl: 'http://127.0.0.1:9' })
      const token = await appJwt({ sub: 'u-8' })
      await expect(frame.custom({ token, userID: 'u-8', provider: 'shop' })).rejects.toMatchObject({
        code: 'W-134',
      })
      expect(warn.mock.calls).toEqual([['tessera wallet: W-134 (Could not get login token)']])
      expect(logins).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })

  test('error: X-076 a social login the auth service will not start is logged only: "Couldn\'t get login url"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { frame } = frameLogins() // the app enables no social login
      await expect(frame.startSocial('google')).rejects.toMatchObject({
        details: "Couldn't get login url",
      })
      expect(warn.mock.calls).toEqual([
        [expect.stringMatching(/^tessera wallet: W-13\d \(Couldn't get login url\)$/)],
      ])
      expect(frame.isSocialPending('any')).toBe(false)
    } finally {
      warn.mockRestore()
    }
  })

  test('error: #15 a custom JWT copied after its user logged in is refused by every key node', async () => {
    const { frame } = frameLogins()
    const token = await appJwt({ sub: 'u-6' })
    await frame.custom({ token, userID: 'u-6', provider: 'shop' })
    // Every node bound the JWT to the wallet's one-time key: a copy is worth nothing.
    const stolen = await network.askEveryNode(token, generatePrivateKey(), {
      appId,
      curve: 'secp256k1',
    })
    expect(stolen).toEqual(Array(6).fill('proof_invalid'))
  })

  /** Sign-In with Ethereum as a host page on `hostOrigin` runs it, `account` the user's own wallet. */
  const siweStart = (
    frame: ReturnType<typeof frameLogins>['frame'],
    account: { address: string },
  ) =>
    frame.startSiwe({
      address: account.address.toLowerCase(),
      chainId: 31_337,
      hostOrigin: 'https://shop.example',
      appName: 'Shop',
    })

  test("default: #19 SIWE the user's own wallet signs the frame's message and logs in; the next SIWE login rebuilds the same key", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { frame, logins } = frameLogins()
    const message = await siweStart(frame, account)
    expect(parseSiweMessage(message)).toMatchObject({
      address: account.address,
      domain: 'shop.example',
      uri: 'https://shop.example',
      chainId: 31_337,
      statement: 'Sign in to Shop with Tessera.',
    })
    const first = await frame.completeSiwe(await account.signMessage({ message }))
    expect(first).toMatchObject({
      loginType: 'siwe',
      verifier: 'siwe',
      id: account.address.toLowerCase(),
    })
    const again = await frame.completeSiwe(
      await account.signMessage({ message: await siweStart(frame, account) }),
    )
    expect(again.address).toBe(first.address)
    expect(logins.map((user) => user.address)).toEqual([first.address, first.address])
  })

  test('error: #19 SIWE a signature by another wallet, or no sign-in started, is W-137 and logs nobody in', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { frame, logins } = frameLogins()
    const message = await siweStart(frame, account)
    const other = privateKeyToAccount(generatePrivateKey())
    await expect(frame.completeSiwe(await other.signMessage({ message }))).rejects.toMatchObject({
      code: 'W-137',
    })
    await expect(frame.completeSiwe(await account.signMessage({ message }))).rejects.toMatchObject({
      code: 'W-137',
      details: 'no sign-in was started',
    })
    expect(logins).toEqual([])
  })

  test("error: #19 SIWE a signed message copied by someone else gets a token only for the frame's login key, which every key node refuses to any other key", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { frame } = frameLogins()
    const message = await siweStart(frame, account)
    const signature = await account.signMessage({ message })
    // The thief posts the signed message and asks the key nodes with a login key of their own.
    const stolenToken = await createAuthClient({ authUrl, appId }).loginToken({
      provider: 'siwe',
      token: message,
      signature,
      signerAddress: account.address,
      curve: 'secp256k1',
    })
    const stolen = await network.askEveryNode(stolenToken, generatePrivateKey())
    expect(stolen).toEqual(Array(6).fill('proof_invalid'))
  })

  test('error: W-139 X-043 the key network cannot be reached: no login, nothing held', async () => {
    const unreachable = () => ({
      threshold: 2,
      nodes: [1, 2, 3].map((index) => ({ index, url: `http://127.0.0.1:9/${index}` })),
    })
    const { frame, logins } = frameLogins({ network: unreachable })
    await expect(
      frame.custom({ token: await appJwt({ sub: 'u-4' }), userID: 'u-4', provider: 'shop' }),
    ).rejects.toMatchObject({ code: 'W-139' })
    expect(logins).toEqual([])
  })

  test('behavior: X-052 getPublicKey finds a user by the login name the host knows; an unknown one is W-148', async () => {
    const { frame } = frameLogins()
    const user = await frame.custom({
      token: await appJwt({ sub: 'u-5' }),
      userID: 'u-5',
      provider: 'shop',
    })
    const lookUp = (id: string) =>
      lookUpPublicKey({
        network: network.network(),
        family: 'evm',
        verifiers: { keyspace: appId, social: [] },
        id,
        name: 'shop',
      })
    expect(await lookUp('u-5')).toBe(user.publicKey)
    await expect(lookUp('nobody')).rejects.toMatchObject({ code: 'W-148' })
  })
})

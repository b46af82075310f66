import { randomUUID } from 'node:crypto'
import { loginKeyResource } from '@tessera/protocol'
import { findFreePortBase, type JwksServer, startJwksServer } from '@tessera/test-utils'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'
import { readLoginTokenOf } from '../testing/readLoginTokenOf.js'

describe('loginNonce and loginToken', () => {
  let server: TestServer
  let app: App
  let jwks: JwksServer
  let appKey: CryptoKey
  const issuer = 'https://login.shop.example'

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    appKey = privateKey
    jwks = await startJwksServer({
      port: await findFreePortBase(1),
      keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }],
    })
    server = await createTestServer({ rateLimitScale: 0.1 })
    app = await server.context.apps.create({
      name: 'Shop',
      chainType: 'evm',
      origins: ['https://shop.example'],
      logins: {
        siwe: true,
        custom: [{ name: 'shop', jwksUrl: jwks.url, issuer, audience: 'shop-wallet' }],
        firebase: { projectId: 'shop-firebase', jwksUrl: jwks.url },
      },
    })
  })
  afterAll(async () => {
    await server.close()
    await jwks.stop()
  })

  const post = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/v2/loginToken', payload })
  const appJwt = (sub: string, expiresIn: string | number = '5m') =>
    new SignJWT({ email: `${sub}@shop.example` })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience('shop-wallet')
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(appKey)

  /** A loginToken body for an app JWT, signed by a fresh one-time key (returned too). */
  const signedBody = async (token: string, fields: Record<string, unknown> = {}) => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const signature = await oneTime.signMessage({ message: token })
    const body = {
      provider: 'shop',
      token,
      signature,
      signerAddress: oneTime.address,
      appID: app.id,
      curve: 'secp256k1',
      ...fields,
    }
    return { oneTime, body }
  }

  const readLoginToken = (token: string) => readLoginTokenOf(server, token)

  /**
   * A sign-in message from the auth service's nonce, signed by a fresh wallet `account`, naming a
   * fresh one-time login key (`loginKey`, returned too) unless `resources` says otherwise.
   */
  async function signIn(
    options: {
      account?: ReturnType<typeof privateKeyToAccount>
      resources?: (loginKey: string) => string[]
      domain?: string
    } = {},
  ) {
    const account = options.account ?? privateKeyToAccount(generatePrivateKey())
    const loginKey = privateKeyToAccount(generatePrivateKey())
    const nonceResponse = await server.app.inject({
      url: `/api/v2/loginNonce?address=${account.address}`,
    })
    const { nonce } = nonceResponse.json() as { nonce: string }
    const domain = options.domain ?? 'shop.example'
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain,
      nonce,
      uri: `https://${domain}/login`,
      version: '1',
      issuedAt: new Date(),
      resources: (options.resources ?? ((key) => [loginKeyResource(key)]))(loginKey.address),
    })
    const signature = await account.signMessage({ message })
    const body = {
      provider: 'siwe',
      token: message,
      signature,
      signerAddress: account.address,
      appID: app.id,
      curve: 'secp256k1',
    }
    return { account, loginKey, message, signature, body }
  }

  test('default: C-011 C-015 V-056 #19 SIWE sign in with a wallet signature yields a 60-minute login token for the login key the message names (SPEC §5, §9)', async () => {
    const { account, loginKey, body } = await signIn()
    const response = await post(body)
    expect(response.statusCode).toBe(200)
    const claims = await readLoginToken((response.json() as { token: string }).token)
    expect(claims).toMatchObject({
      sub: account.address.toLowerCase(),
      app_id: app.id,
      keyspace: app.id,
      verifier: 'siwe',
      nonce: loginKey.address.toLowerCase(),
      curve: 'secp256k1',
    })
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3_600)
  })

  test.each([
    ['no login key', () => []],
    ['two login keys', (key: string) => [loginKeyResource(key), loginKeyResource(key)]],
    ['a login key that is no address', () => ['tessera:login-key:0x1234']],
  ])('error: #19 SIWE a sign-in message with %s is message_invalid', async (_, resources) => {
    const { body } = await signIn({ resources })
    const response = await post(body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({
      error: {
        code: 'message_invalid',
        message: expect.stringContaining('the message must name one login key'),
      },
    })
  })

  test('error: a sign-in nonce works once', async () => {
    const { body } = await signIn()
    expect((await post(body)).statusCode).toBe(200)
    const replay = await post(body)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ error: { code: 'nonce_invalid' } })
  })

  test('error: a signature by another key is refused', async () => {
    const { message, body } = await signIn()
    const other = privateKeyToAccount(generatePrivateKey())
    const response = await post({ ...body, signature: await other.signMessage({ message }) })
    expect(response.json()).toMatchObject({ error: { code: 'signature_invalid' } })
  })

  test('default: C-011 a custom app JWT, bound to the client one-time key, keeps the email', async () => {
    const jwt = await appJwt('user-42')
    const { oneTime, body } = await signedBody(jwt, { userID: 'user-42', curve: 'ed25519' })
    const response = await post(body)
    expect(response.statusCode).toBe(200)
    const claims = await readLoginToken((response.json() as { token: string }).token)
    expect(claims).toMatchObject({
      sub: 'user-42',
      verifier: 'custom:shop',
      email: 'user-42@shop.example',
      nonce: oneTime.address.toLowerCase(),
      curve: 'ed25519',
    })
  })

  test('error: an app JWT is accepted once (replay)', async () => {
    const jwt = await appJwt('user-7')
    const { body } = await signedBody(jwt)
    expect((await post(body)).statusCode).toBe(200)
    expect((await post(body)).json()).toMatchObject({ error: { code: 'token_replayed' } })
  })

  test.each([
    [
      'forged (other key)',
      async () => {
        const { privateKey } = await generateKeyPair('RS256')
        return new SignJWT({})
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer(issuer)
          .setAudience('shop-wallet')
          .setSubject('u')
          .setExpirationTime('5m')
          .sign(privateKey)
      },
      'token_invalid',
    ],
    ['expired', () => appJwt('u', Math.floor(Date.now() / 1000) - 60), 'token_invalid'],
    ['wrong user id', () => appJwt('someone-else'), 'token_invalid'],
  ])('error: an app JWT that is %s', async (_, makeToken, code) => {
    const jwt = await makeToken()
    const { body } = await signedBody(jwt, { userID: 'u' })
    const response = await post(body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code } })
  })

  test('error: another spelling of the same app JWT is still a replay', async () => {
    const jwt = await appJwt('user-8')
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = jwt.at(-1) ?? 'A'
    // The last base64url character of a 256-byte signature carries 4 unused bits.
    const respelled = jwt.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1]
    const send = async (token: string) => post((await signedBody(token)).body)
    expect((await send(jwt)).statusCode).toBe(200)
    expect((await send(respelled)).json()).toMatchObject({ error: { code: 'token_replayed' } })
  })

  test('error: a sign-in message for another domain is refused (phishing)', async () => {
    const { body } = await signIn({ domain: 'evil.example' })
    expect((await post(body)).json()).toMatchObject({ error: { code: 'message_invalid' } })
  })

  test('error: app-rooted logins are refused for global-keyspace apps', async () => {
    const globalApp = await server.context.apps.create({
      name: 'Global',
      chainType: 'evm',
      origins: ['https://global.example'],
      global: true,
      logins: { custom: [{ name: 'shop', jwksUrl: jwks.url, issuer, audience: 'shop-wallet' }] },
    })
    const jwt = await appJwt('victim')
    const response = await post((await signedBody(jwt, { appID: globalApp.id })).body)
    expect(response.json()).toMatchObject({ error: { code: 'login_not_enabled' } })
  })

  test('error: the one-time key must have signed the token', async () => {
    const jwt = await appJwt('user-9')
    const response = await post({
      provider: 'shop',
      token: jwt,
      signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: jwt }),
      signerAddress: privateKeyToAccount(generatePrivateKey()).address,
      appID: app.id,
      curve: 'secp256k1',
    })
    expect(response.json()).toMatchObject({ error: { code: 'signature_invalid' } })
  })

  test('default: a Firebase ID token whose uid matches (bearer login, notes §8)', async () => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const idToken = await new SignJWT({ email: 'fb@shop.example', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://securetoken.google.com/shop-firebase')
      .setAudience('shop-firebase')
      .setSubject('firebase-uid-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(appKey)
    const body = {
      provider: 'firebase',
      token: idToken,
      signature: await oneTime.signMessage({ message: idToken }),
      signerAddress: oneTime.address,
      appID: app.id,
      curve: 'secp256k1',
    }
    const mismatch = await post({ ...body, userID: 'someone-else' })
    expect(mismatch.json()).toMatchObject({ error: { code: 'token_invalid' } })
    const response = await post({ ...body, userID: 'firebase-uid-1' })
    expect(response.statusCode).toBe(200)
    const claims = await readLoginToken((response.json() as { token: string }).token)
    expect(claims).toMatchObject({
      sub: 'firebase-uid-1',
      verifier: 'firebase',
      email: 'fb@shop.example',
    })
  })

  test.each([
    [{ provider: 'github' }, 403, 'login_not_enabled'],
    [{ appID: 'f'.repeat(40) }, 404, 'app_not_found'],
    [{ curve: 'p256' }, 400, 'invalid_request'],
    [{ signerAddress: 'not-an-address' }, 400, 'invalid_request'],
    [{ token: 42 }, 400, 'invalid_request'],
  ])('error: bad input %j', async (change, status, code) => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post({
      provider: 'shop',
      token: 'x',
      signature: await oneTime.signMessage({ message: 'x' }),
      signerAddress: oneTime.address,
      appID: app.id,
      curve: 'secp256k1',
      ...change,
    })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ error: { code } })
  })

  test('error: too many tokens for one identity are rate limited with Retry-After', async () => {
    let last = await post({})
    for (let i = 0; i < 4; i++) {
      last = await post((await signedBody(await appJwt('busy-user'))).body)
    }
    expect(last.statusCode).toBe(429)
    expect(last.json()).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
  })

  test('error: loginNonce needs an address', async () => {
    const response = await server.app.inject({ url: '/api/v2/loginNonce?address=0x12' })
    expect(response.statusCode).toBe(400)
  })
})

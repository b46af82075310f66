import { accountIdForEmail } from '@tessera/devnet'
import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
  socialTestProviderName,
} from '../testing/socialLoginTestbed.js'
import { socialSignInOverHttp } from '../testing/socialSignInOverHttp.js'
import { oauthStateLifetimeMs } from './oauthStateRepository.js'

describe('socialLoginRoutes', () => {
  let bed: SocialLoginTestbed

  beforeAll(async () => {
    bed = await socialLoginTestbed()
  })
  afterAll(async () => {
    await bed?.stop()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    bed.server.app.inject({ method: 'POST', url, payload })

  const stateRows = (state: string) =>
    bed.server.context.db
      .selectFrom('oauth_states')
      .select('state')
      .where('state', '=', state)
      .execute()

  async function start(oneTime = privateKeyToAccount(generatePrivateKey())) {
    const response = await post('/api/v2/oauth/start', {
      appID: bed.app.id,
      provider: socialTestProviderName,
      nonce: oneTime.address,
      curve: 'secp256k1',
    })
    expect(response.statusCode).toBe(200)
    const { url, state } = response.json() as { url: string; state: string }
    return { oneTime, url: new URL(url), state }
  }

  /** A started login that went through the provider: a real code for the callback. */
  async function signedIn(email = 'alice@example.com') {
    const started = await start()
    const back = await socialSignInOverHttp(started.url.href, bed.redirectUri, email)
    return {
      ...started,
      body: {
        state: back.searchParams.get('state'),
        code: back.searchParams.get('code'),
        iss: back.searchParams.get('iss'),
        signature: await started.oneTime.signMessage({ message: started.state }),
      },
    }
  }

  test('default: start answers the provider URL with PKCE, bound to the one-time key', async () => {
    const before = Date.now()
    const { oneTime, url, state } = await start()
    expect(url.origin).toBe(bed.provider.issuer)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: expect.any(String),
      redirect_uri: `${bed.server.context.config.walletUrl}/${bed.app.id}/redirect/`,
      scope: 'openid email profile',
      state,
      nonce: oneTime.address.toLowerCase(),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    })
    const row = await bed.server.context.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      app_id: bed.app.id,
      provider: socialTestProviderName,
      client_nonce: oneTime.address.toLowerCase(),
      curve: 'secp256k1',
    })
    expect(Number(row.expires_at) - before).toBeGreaterThanOrEqual(oauthStateLifetimeMs)
    expect(Number(row.expires_at) - Date.now()).toBeLessThanOrEqual(oauthStateLifetimeMs)
  })

  test('default: callback exchanges the code for a login token and the verified identity', async () => {
    const { oneTime, body } = await signedIn()
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.statusCode).toBe(200)
    const { token, idToken, user } = response.json() as {
      token: string
      idToken: string
      user: Record<string, unknown>
    }
    const sub = accountIdForEmail('alice@example.com')
    expect(user).toEqual({
      id: sub,
      email: 'alice@example.com',
      name: 'Alice Tester',
      picture: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/avatar\//),
    })
    expect(decodeJwt(idToken)).toMatchObject({ sub, nonce: oneTime.address.toLowerCase() })
    expect(await bed.readLoginToken(token)).toMatchObject({
      sub,
      app_id: bed.app.id,
      keyspace: bed.app.id,
      verifier: `oidc:${bed.provider.issuer}`,
      email: 'alice@example.com',
      nonce: oneTime.address.toLowerCase(),
      curve: 'secp256k1',
    })
  })

  test('args: curve ed25519 is carried from start to the login token', async () => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post('/api/v2/oauth/start', {
      appID: bed.app.id,
      provider: socialTestProviderName,
      nonce: oneTime.address,
      curve: 'ed25519',
    })
    const { url, state } = response.json() as { url: string; state: string }
    const back = await socialSignInOverHttp(url, bed.redirectUri, 'bob@example.com')
    const callback = await post('/api/v2/oauth/callback', {
      state,
      code: back.searchParams.get('code'),
      iss: back.searchParams.get('iss'),
      signature: await oneTime.signMessage({ message: state }),
    })
    const { token } = callback.json() as { token: string }
    expect(await bed.readLoginToken(token)).toMatchObject({
      sub: accountIdForEmail('bob@example.com'),
      curve: 'ed25519',
    })
  })

  test('error: provider not enabled for the app', async () => {
    const response = await post('/api/v2/oauth/start', {
      appID: bed.app.id,
      provider: 'apple',
      nonce: privateKeyToAccount(generatePrivateKey()).address,
      curve: 'secp256k1',
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: { code: 'login_not_enabled' } })
  })

  test('error: unknown app', async () => {
    const response = await post('/api/v2/oauth/start', {
      appID: 'f'.repeat(40),
      provider: socialTestProviderName,
      nonce: privateKeyToAccount(generatePrivateKey()).address,
      curve: 'secp256k1',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'app_not_found' } })
  })

  test.each([
    ['start', { nonce: 'not-an-address' }],
    ['start', { curve: 'p256' }],
    ['start', { provider: '' }],
    ['start', { appID: 'APP' }],
    ['callback', { code: '' }],
    ['callback', { signature: 'not-hex' }],
    ['callback', { iss: 'not a url' }],
    ['callback', { state: undefined }],
  ])('error: malformed %s body %j', async (route, change) => {
    const valid =
      route === 'start'
        ? {
            appID: bed.app.id,
            provider: socialTestProviderName,
            nonce: privateKeyToAccount(generatePrivateKey()).address,
            curve: 'secp256k1',
          }
        : { state: 'some-state', code: 'some-code', signature: '0x1234' }
    const response = await post(`/api/v2/oauth/${route}`, { ...valid, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } })
  })

  test('error: callback with an unknown state', async () => {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post('/api/v2/oauth/callback', {
      state: 'never-started',
      code: 'x',
      signature: await oneTime.signMessage({ message: 'never-started' }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: callback with an expired state', async () => {
    const { oneTime, state } = await start()
    await bed.server.context.db
      .updateTable('oauth_states')
      .set({ expires_at: Date.now() - 1 })
      .where('state', '=', state)
      .execute()
    const response = await post('/api/v2/oauth/callback', {
      state,
      code: 'x',
      signature: await oneTime.signMessage({ message: state }),
    })
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: callback replay (the same state and code twice)', async () => {
    const { body, state } = await signedIn()
    expect((await post('/api/v2/oauth/callback', body)).statusCode).toBe(200)
    // The server refuses the state itself, not only the provider the spent code.
    expect(await stateRows(state)).toEqual([])
    const replay = await post('/api/v2/oauth/callback', body)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: wrong signature, which does not use the login up', async () => {
    const { body } = await signedIn()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const wrong = await post('/api/v2/oauth/callback', {
      ...body,
      signature: await stranger.signMessage({ message: body.state ?? '' }),
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ error: { code: 'signature_invalid' } })
    expect((await post('/api/v2/oauth/callback', body)).statusCode).toBe(200)
  })

  test('error: a bad code fails without echoing the provider, and uses the state up', async () => {
    const { oneTime, state } = await start()
    const body = {
      state,
      code: 'bogus-code',
      signature: await oneTime.signMessage({ message: state }),
    }
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'oauth_failed', message: 'The social login could not be completed' },
    })
    expect(await stateRows(state)).toEqual([])
  })

  test('error: a code is only valid with the state it was issued for', async () => {
    const first = await signedIn()
    const other = await start(first.oneTime)
    const response = await post('/api/v2/oauth/callback', {
      ...first.body,
      state: other.state,
      signature: await first.oneTime.signMessage({ message: other.state }),
    })
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: an unreachable provider fails start with oauth_failed', async () => {
    const app = await bed.server.context.apps.create({
      name: 'Down',
      chainType: 'evm',
      origins: ['https://down.example'],
      logins: { social: [{ name: 'google', issuer: 'http://127.0.0.1:9', clientId: 'c' }] },
    })
    const response = await post('/api/v2/oauth/start', {
      appID: app.id,
      provider: 'google',
      nonce: privateKeyToAccount(generatePrivateKey()).address,
      curve: 'secp256k1',
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: a plain http issuer off this machine is refused', async () => {
    const app = await bed.server.context.apps.create({
      name: 'Insecure',
      chainType: 'evm',
      origins: ['https://insecure.example'],
      logins: { social: [{ name: 'google', issuer: 'http://login.example', clientId: 'c' }] },
    })
    const response = await post('/api/v2/oauth/start', {
      appID: app.id,
      provider: 'google',
      nonce: privateKeyToAccount(generatePrivateKey()).address,
      curve: 'secp256k1',
    })
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })
})

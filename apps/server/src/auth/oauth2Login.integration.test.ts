import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type Oauth2LoginTestbed,
  oauth2LoginTestbed,
  oauth2TestProviders,
  oauth2WrongSecretProviderName,
} from '../testing/oauth2LoginTestbed.js'
import { oauth2SignInOverHttp } from '../testing/oauth2SignInOverHttp.js'

const presets = ['discord', 'github', 'x'] as const

/** The stand-in's authorize path per preset: the real services' paths (third-party-apis §9). */
const authorizePaths = {
  discord: '/api/oauth2/authorize',
  github: '/login/oauth/authorize',
  x: '/i/oauth2/authorize',
} as const

describe('oauth2 social login (Discord, GitHub, X presets)', () => {
  let bed: Oauth2LoginTestbed

  beforeAll(async () => {
    bed = await oauth2LoginTestbed()
  })
  afterAll(async () => {
    await bed?.stop()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    bed.server.app.inject({ method: 'POST', url, payload })

  const stateRows = (where: { state?: string; appId?: string }) => {
    let query = bed.server.context.db.selectFrom('oauth_states').select('state')
    if (where.state) query = query.where('state', '=', where.state)
    if (where.appId) query = query.where('app_id', '=', where.appId)
    return query.execute()
  }

  async function start(provider: string, appId = bed.app.id, curve = 'secp256k1') {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post('/api/v2/oauth/start', {
      appID: appId,
      provider,
      nonce: oneTime.address,
      curve,
    })
    return { oneTime, response }
  }

  /** Start, the stand-in's login page as `email`, and the callback body the wallet would send. */
  async function signedIn(provider: string, email = 'alice@example.com') {
    const { oneTime, response } = await start(provider)
    expect(response.statusCode).toBe(200)
    const { url, state } = response.json() as { url: string; state: string }
    const back = await oauth2SignInOverHttp(url, bed.redirectUri, email)
    expect(back.searchParams.get('state')).toBe(state)
    return {
      oneTime,
      state,
      body: {
        state,
        code: back.searchParams.get('code'),
        signature: await oneTime.signMessage({ message: state }),
      },
    }
  }

  test.each(presets)(
    'default: %s start answers the authorize URL with state and S256 PKCE',
    async (preset) => {
      const { oneTime, response } = await start(oauth2TestProviders[preset])
      const { url, state } = response.json() as { url: string; state: string }
      const authorize = new URL(url)
      expect(`${authorize.origin}${authorize.pathname}`).toBe(
        `${bed.provider.baseUrl}${authorizePaths[preset]}`,
      )
      expect(Object.fromEntries(authorize.searchParams)).toEqual({
        response_type: 'code',
        client_id: expect.any(String),
        redirect_uri: bed.redirectUri,
        scope: expect.any(String),
        state,
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
      })
      const [row] = await bed.server.context.db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', state)
        .execute()
      expect(row).toMatchObject({
        app_id: bed.app.id,
        provider: oauth2TestProviders[preset],
        client_nonce: oneTime.address.toLowerCase(),
      })
    },
  )

  test.each([
    ['discord', { email: 'alice@example.com', name: 'Alice Tester' }],
    ['github', { email: 'alice@example.com', name: 'Alice Tester', picture: expect.any(String) }],
    ['x', { name: 'Alice Tester' }],
  ] as const)(
    'default: %s sign-in ends in a login token for the provider user id',
    async (preset, profile) => {
      const { oneTime, body } = await signedIn(oauth2TestProviders[preset])
      const response = await post('/api/v2/oauth/callback', body)
      expect(response.statusCode).toBe(200)
      const answer = response.json() as { token: string; user: Record<string, unknown> }
      const sub = bed.provider.userIdFor(preset, 'alice@example.com')
      expect(answer).not.toHaveProperty('idToken')
      expect(answer.user).toEqual({ id: sub, ...profile })
      const claims = await bed.readLoginToken(answer.token)
      expect(claims).toMatchObject({
        sub,
        app_id: bed.app.id,
        keyspace: bed.app.id,
        verifier: `oauth2:${preset}@${bed.provider.baseUrl}`,
        nonce: oneTime.address.toLowerCase(),
        curve: 'secp256k1',
      })
      if ('email' in profile) expect(claims.email).toBe(profile.email)
      else expect(claims).not.toHaveProperty('email')
    },
  )

  test('behavior: github sub is the numeric user id as a string; its avatar is served', async () => {
    const { body } = await signedIn('github', 'bob@example.com')
    const { user } = (await post('/api/v2/oauth/callback', body)).json() as {
      user: { id: string; picture: string }
    }
    expect(user.id).toMatch(/^\d+$/)
    expect((await fetch(user.picture)).status).toBe(200)
  })

  test('args: curve ed25519 is carried from start to the login token', async () => {
    const { oneTime, response } = await start('twitter', bed.app.id, 'ed25519')
    const { url, state } = response.json() as { url: string; state: string }
    const back = await oauth2SignInOverHttp(url, bed.redirectUri, 'bob@example.com')
    const callback = await post('/api/v2/oauth/callback', {
      state,
      code: back.searchParams.get('code'),
      signature: await oneTime.signMessage({ message: state }),
    })
    const { token } = callback.json() as { token: string }
    expect(await bed.readLoginToken(token)).toMatchObject({
      sub: bed.provider.userIdFor('x', 'bob@example.com'),
      curve: 'ed25519',
    })
  })

  test('error: provider not enabled for the app', async () => {
    const { response } = await start('twitch')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: { code: 'login_not_enabled' } })
  })

  test.each(presets)(
    'error: %s bad code fails with oauth_failed and uses the state up',
    async (preset) => {
      const { oneTime, response } = await start(oauth2TestProviders[preset])
      const { state } = response.json() as { state: string }
      const callback = await post('/api/v2/oauth/callback', {
        state,
        code: 'bogus-code',
        signature: await oneTime.signMessage({ message: state }),
      })
      expect(callback.statusCode).toBe(401)
      expect(callback.json()).toEqual({
        error: { code: 'oauth_failed', message: 'The social login could not be completed' },
      })
      expect(await stateRows({ state })).toEqual([])
    },
  )

  test('error: a replayed state is refused by the server itself', async () => {
    const { body, state } = await signedIn('discord')
    expect((await post('/api/v2/oauth/callback', body)).statusCode).toBe(200)
    expect(await stateRows({ state })).toEqual([])
    const replay = await post('/api/v2/oauth/callback', body)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: a wrong signature does not use the login up', async () => {
    const { body } = await signedIn('github')
    const stranger = privateKeyToAccount(generatePrivateKey())
    const wrong = await post('/api/v2/oauth/callback', {
      ...body,
      signature: await stranger.signMessage({ message: body.state }),
    })
    expect(wrong.json()).toMatchObject({ error: { code: 'signature_invalid' } })
    expect((await post('/api/v2/oauth/callback', body)).statusCode).toBe(200)
  })

  test('error: a client secret the provider refuses fails with oauth_failed', async () => {
    const { body } = await signedIn(oauth2WrongSecretProviderName)
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: an unreachable provider fails the callback with oauth_failed', async () => {
    const app = await bed.server.context.apps.create({
      name: 'Down',
      chainType: 'evm',
      origins: ['https://down.example'],
      logins: {
        social: [
          {
            name: 'github',
            kind: 'oauth2',
            preset: 'github',
            clientId: 'c',
            baseUrl: 'http://127.0.0.1:9',
          },
        ],
      },
    })
    const { oneTime, response } = await start('github', app.id)
    const { state } = response.json() as { state: string }
    const callback = await post('/api/v2/oauth/callback', {
      state,
      code: 'any',
      signature: await oneTime.signMessage({ message: state }),
    })
    expect(callback.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })

  test('error: a plain http baseUrl off this machine is refused at start, nothing stored', async () => {
    const app = await bed.server.context.apps.create({
      name: 'Insecure',
      chainType: 'evm',
      origins: ['https://insecure.example'],
      logins: {
        social: [
          {
            name: 'discord',
            kind: 'oauth2',
            preset: 'discord',
            clientId: 'c',
            baseUrl: 'http://login.example',
          },
        ],
      },
    })
    const { response } = await start('discord', app.id)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: { code: 'oauth_failed' } })
    expect(await stateRows({ appId: app.id })).toEqual([])
  })
})

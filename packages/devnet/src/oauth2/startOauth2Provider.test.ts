import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Oauth2Provider, startOauth2Provider } from './startOauth2Provider.js'
import { createOauth2TestClient } from './testing/createOauth2TestClient.js'

const clientId = 'tessera-test'
const clientSecret = 'tessera-test-secret'
const redirectUri = 'http://localhost:5173/0123/redirect/'

describe('startOauth2Provider', () => {
  let provider: Oauth2Provider
  let client: ReturnType<typeof createOauth2TestClient>

  beforeAll(async () => {
    provider = await startOauth2Provider({
      port: await findFreePortBase(1),
      clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    })
    client = createOauth2TestClient({
      baseUrl: provider.baseUrl,
      clientId,
      clientSecret,
      redirectUri,
    })
  })
  afterAll(() => provider?.stop())

  test('default: the login page offers the test users and posts back to the authorize path', async () => {
    const page = await fetch(client.authorization('discord').url)
    const html = await page.text()
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html).toContain('Sign in with Discord')
    expect(html).toContain('Continue as Alice &lt;alice@example.com&gt;')
    expect(html).toContain('Continue as Bob &lt;bob@example.com&gt;')
    expect(html).toContain('action="/api/oauth2/authorize"')
  })

  test('default: discord signs Alice in; token and /api/users/@me in Discord shapes', async () => {
    const { location, code, verifier, state } = await client.signIn('discord')
    expect(location.href.startsWith(redirectUri)).toBe(true)
    expect(location.searchParams.get('state')).toBe(state)
    const tokenResponse = await client.exchange('discord', { code, code_verifier: verifier })
    const token = (await tokenResponse.json()) as { access_token: string }
    expect(tokenResponse.status).toBe(200)
    expect(token).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      expires_in: 604_800,
      refresh_token: expect.any(String),
      scope: 'identify email',
    })
    const me = await client.getJson('/api/users/@me', token.access_token)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      id: provider.userIdFor('discord', 'alice@example.com'),
      username: 'alice',
      global_name: 'Alice Tester',
      discriminator: '0',
      avatar: null,
      email: 'alice@example.com',
      verified: true,
    })
    expect(me.body.id).toMatch(/^\d{18}$/)
  })

  test('default: github signs Alice in; token, /user and /user/emails in GitHub shapes', async () => {
    const token = await client.accessTokenFor('github')
    expect(token).toMatch(/^gho_/)
    const user = await client.getJson('/user', token)
    expect(user.body).toMatchObject({
      id: Number(provider.userIdFor('github', 'alice@example.com')),
      login: 'alice',
      name: 'Alice Tester',
      email: null,
      type: 'User',
    })
    const avatar = await fetch(user.body.avatar_url)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    const emails = await client.getJson('/user/emails', token)
    expect(emails.body).toEqual([
      { email: 'alice@example.com', primary: true, verified: true, visibility: 'private' },
      {
        email: expect.stringMatching(/^\d+\+alice@users\.noreply\.github\.com$/),
        primary: false,
        verified: true,
        visibility: null,
      },
    ])
  })

  test('default: x signs Alice in; token and /2/users/me in X shapes', async () => {
    const { code, verifier } = await client.signIn('x')
    const tokenResponse = await client.exchange('x', { code, code_verifier: verifier })
    const token = (await tokenResponse.json()) as { access_token: string }
    expect(token).toEqual({
      token_type: 'bearer',
      expires_in: 7_200,
      access_token: expect.any(String),
      scope: 'users.read tweet.read',
    })
    const me = await client.getJson('/2/users/me', token.access_token)
    expect(me.body).toEqual({
      data: {
        id: provider.userIdFor('x', 'alice@example.com'),
        name: 'Alice Tester',
        username: 'alice',
      },
    })
    expect(me.body.data.id).toMatch(/^\d{19}$/)
  })

  test('behavior: a typed email signs in, with the same id every time', async () => {
    const first = await client.accessTokenFor('x', 'Carol.Smith@Example.com')
    const second = await client.accessTokenFor('x', 'carol.smith@example.com')
    const a = await client.getJson('/2/users/me', first)
    const b = await client.getJson('/2/users/me', second)
    expect(a.body.data).toEqual({
      id: provider.userIdFor('x', 'carol.smith@example.com'),
      name: 'carol.smith',
      username: 'carol_smith',
    })
    expect(b.body.data.id).toBe(a.body.data.id)
  })

  test('behavior: without the email scope Discord leaves email and verified out', async () => {
    const { code, verifier } = await client.signIn('discord', 'bob@example.com', {
      scope: 'identify',
    })
    const token = await client.exchange('discord', { code, code_verifier: verifier })
    const { access_token } = (await token.json()) as { access_token: string }
    const me = await client.getJson('/api/users/@me', access_token)
    expect(me.body).toMatchObject({ global_name: 'Bob Tester' })
    expect(me.body).not.toHaveProperty('email')
    expect(me.body).not.toHaveProperty('verified')
  })

  test('behavior: a typed address that is not one shows the page again with an error', async () => {
    const page = await fetch(client.authorization('x').url)
    const again = await client.submitLogin('x', page, { email: 'not an email' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Enter an email address like name@example.com.')
  })

  test('behavior: cancel sends access_denied back with the state', async () => {
    const { url, state } = client.authorization('github')
    const back = await client.submitLogin('github', await fetch(url), { decision: 'deny' })
    const location = new URL(back.headers.get('location') ?? '')
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      error: 'access_denied',
      state,
    })
    expect(location.searchParams.has('code')).toBe(false)
  })

  test('error: x refuses an authorization request without PKCE, back at the client', async () => {
    const { url, state } = client.authorization('x', {
      code_challenge: null,
      code_challenge_method: null,
    })
    const response = await fetch(url, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      error: 'invalid_request',
      state,
    })
  })

  test('error: a plain PKCE challenge is refused (S256 only)', async () => {
    const { url } = client.authorization('discord', { code_challenge_method: 'plain' })
    const response = await fetch(url, { redirect: 'manual' })
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('invalid_request')
  })

  test.each([
    ['an unknown client_id', { client_id: 'someone-else' }],
    ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/callback' }],
  ])('error: %s gets an error page, never a redirect', async (_, change) => {
    const response = await fetch(client.authorization('github', change).url, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Sign-in failed')
  })

  test('error: a login form of a finished sign-in is refused', async () => {
    const { url } = client.authorization('discord')
    const page = await (await fetch(url)).text()
    const requestId = /name="request" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const post = () =>
      fetch(client.at('/api/oauth2/authorize'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: requestId, email: 'alice@example.com' }),
      })
    expect((await post()).status).toBe(302)
    expect((await post()).status).toBe(400)
  })

  test.each([
    ['/api/users/@me', 401, { message: '401: Unauthorized', code: 0 }],
    ['/user', 401, { message: 'Bad credentials', status: '401' }],
    ['/user/emails', 401, { message: 'Bad credentials', status: '401' }],
    ['/2/users/me', 401, { title: 'Unauthorized', status: 401 }],
  ])('error: %s refuses an unknown access token', async (path, status, body) => {
    const answer = await client.getJson(path, 'not-a-token')
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject(body)
  })

  test('error: an access token only works at the service that issued it', async () => {
    const token = await client.accessTokenFor('discord')
    expect((await client.getJson('/2/users/me', token)).status).toBe(401)
    expect((await client.getJson('/api/users/@me', token)).status).toBe(200)
  })

  test('error: github /user/emails needs the user:email scope', async () => {
    const { code, verifier } = await client.signIn('github', 'alice@example.com', {
      scope: 'read:user',
    })
    const token = await client.exchange('github', { code, code_verifier: verifier })
    const { access_token } = (await token.json()) as { access_token: string }
    expect((await client.getJson('/user', access_token)).status).toBe(200)
    expect(await client.getJson('/user/emails', access_token)).toMatchObject({
      status: 404,
      body: { message: 'Not Found' },
    })
  })

  test('error: an unknown path is 404', async () => {
    expect((await fetch(client.at('/api/v10/guilds'))).status).toBe(404)
  })
})

import { decodeJwt } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type AppleLoginTestbed,
  appleLoginTestbed,
  appleTestProviderName,
} from '../testing/appleLoginTestbed.js'
import { testWalletUrl } from '../testing/createTestServer.js'

const alice = { sub: '001234.abcdef.1234', email: 'alice@privaterelay.appleid.com' }

describe('Sign in with Apple', () => {
  let bed: AppleLoginTestbed

  beforeAll(async () => {
    bed = await appleLoginTestbed()
  })
  afterAll(async () => {
    await bed?.stop()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    bed.server.app.inject({ method: 'POST', url, payload })

  /** What Apple's browser form does: a form-encoded POST to the server's endpoint. */
  const formPost = (appId: string, fields: Record<string, string>) =>
    bed.server.app.inject({
      method: 'POST',
      url: `/api/v2/oauth/form-post/${appId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })

  async function start(appId = bed.app.id) {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const response = await post('/api/v2/oauth/start', {
      appID: appId,
      provider: appleTestProviderName,
      nonce: oneTime.address,
      curve: 'secp256k1',
    })
    expect(response.statusCode).toBe(200)
    const { url, state } = response.json() as { url: string; state: string }
    return { oneTime, url: new URL(url), state }
  }

  /** Start, Apple's consent, its form post and the wallet redirect it turns into. */
  async function signedIn(appId = bed.app.id, user?: string) {
    const started = await start(appId)
    const form = bed.provider.authorize(started.url, alice)
    const posted = await formPost(appId, { ...form, ...(user ? { user } : {}) })
    expect(posted.statusCode).toBe(303)
    const back = new URL(String(posted.headers.location))
    return {
      ...started,
      back,
      body: {
        state: back.searchParams.get('state'),
        code: back.searchParams.get('code'),
        signature: await started.oneTime.signMessage({ message: started.state }),
        ...(back.searchParams.has('user') ? { user: back.searchParams.get('user') } : {}),
      },
    }
  }

  test('default: start asks Apple for name and email with form_post to the server endpoint', async () => {
    const { oneTime, url, state } = await start()
    expect(`${url.origin}${url.pathname}`).toBe(`${bed.provider.issuer}/auth/authorize`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      response_mode: 'form_post',
      client_id: expect.stringMatching(/^com\.example\.shop-/),
      redirect_uri: `${bed.server.context.config.publicUrl}/api/v2/oauth/form-post/${bed.app.id}`,
      scope: 'openid name email',
      state,
      nonce: oneTime.address.toLowerCase(),
    })
    expect(bed.formPostUri).toBe(url.searchParams.get('redirect_uri'))
  })

  test('default: form-post answers 303 to the wallet redirect route with code and state', async () => {
    const response = await formPost(bed.app.id, { code: 'c_1', state: 's_1' })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(
      `${testWalletUrl}/${bed.app.id}/redirect/?code=c_1&state=s_1`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toBe('')
  })

  test('default: callback exchanges the code with an ES256 client secret for a login token', async () => {
    const { oneTime, body } = await signedIn()
    const requestsBefore = bed.provider.tokenRequests.length
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.statusCode).toBe(200)
    const { token, idToken, user } = response.json() as {
      token: string
      idToken: string
      user: Record<string, unknown>
    }
    expect(user).toEqual({ id: alice.sub, email: alice.email })
    expect(decodeJwt(idToken)).toMatchObject({
      iss: bed.provider.issuer,
      sub: alice.sub,
      nonce: oneTime.address.toLowerCase(),
      email_verified: 'true',
    })
    expect(await bed.readLoginToken(token)).toMatchObject({
      sub: alice.sub,
      app_id: bed.app.id,
      verifier: `oidc:${bed.provider.issuer}`,
      email: alice.email,
      nonce: oneTime.address.toLowerCase(),
      curve: 'secp256k1',
    })
    const [request] = bed.provider.tokenRequests.slice(requestsBefore)
    expect(request?.form).toEqual({
      grant_type: 'authorization_code',
      code: body.code,
      redirect_uri: bed.formPostUri,
      client_id: expect.stringMatching(/^com\.example\.shop-/),
      client_secret: expect.any(String),
    })
    expect(request?.clientSecretClaims).toMatchObject({
      iss: 'TEAM123456',
      aud: bed.provider.issuer,
      sub: request?.form.client_id,
    })
    const claims = request?.clientSecretClaims ?? {}
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300)
  })

  test("args: user, Apple's first-authorization name, becomes user.name", async () => {
    const user = JSON.stringify({
      name: { firstName: 'Alice', lastName: 'Tester' },
      email: 'spoofed@example.com',
    })
    const { back, body } = await signedIn(bed.app.id, user)
    // Only the name is passed on: the email comes from the verified ID token.
    expect(JSON.parse(back.searchParams.get('user') ?? '')).toEqual({
      name: { firstName: 'Alice', lastName: 'Tester' },
    })
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.json()).toMatchObject({
      user: { id: alice.sub, email: alice.email, name: 'Alice Tester' },
    })
  })

  test('behavior: a user field without a name is dropped, not an error', async () => {
    const response = await formPost(bed.app.id, { code: 'c', state: 's', user: '{not json' })
    expect(response.statusCode).toBe(303)
    expect(new URL(String(response.headers.location)).searchParams.has('user')).toBe(false)
  })

  test('behavior: form values are passed on encoded, never reflected as is', async () => {
    const state = '"><script>alert(1)</script>&next=https://evil.example'
    const response = await formPost(bed.app.id, { code: 'a b&c=d', state })
    expect(response.statusCode).toBe(303)
    const location = String(response.headers.location)
    expect(location).not.toMatch(/[<>"\s]/)
    const back = new URL(location)
    expect(back.origin).toBe(testWalletUrl)
    expect(Object.fromEntries(back.searchParams)).toEqual({ code: 'a b&c=d', state })
  })

  test('args: error, a cancel at Apple, goes to the wallet with the state', async () => {
    const response = await formPost(bed.app.id, { error: 'user_cancelled_authorize', state: 's' })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(
      `${testWalletUrl}/${bed.app.id}/redirect/?error=user_cancelled_authorize&state=s`,
    )
  })

  test.each([
    ['no state', { code: 'c' }],
    ['no code and no error', { state: 's' }],
    ['both code and error', { code: 'c', error: 'access_denied', state: 's' }],
    ['an error that is not a code', { error: '<b>', state: 's' }],
    ['a code too long', { code: 'c'.repeat(4_097), state: 's' }],
    ['a state too long', { code: 'c', state: 's'.repeat(129) }],
    ['a user field too long', { code: 'c', state: 's', user: 'u'.repeat(1_025) }],
  ])('error: form-post with %s is invalid_request', async (_, fields) => {
    const response = await formPost(bed.app.id, fields)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } })
    expect(response.headers.location).toBeUndefined()
  })

  test('error: form-post to a malformed app id is invalid_request', async () => {
    const response = await formPost('NOT-AN-APP', { code: 'c', state: 's' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } })
  })

  test('behavior: only the form-post route parses form bodies', async () => {
    const response = await bed.server.app.inject({
      method: 'POST',
      url: '/api/v2/oauth/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=s&code=c&signature=0x12',
    })
    // The media type is refused before any handler runs (FST_ERR_CTP_INVALID_MEDIA_TYPE).
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'invalid_request', message: expect.stringContaining('not valid JSON') },
    })
  })

  test('error: a client secret signed with another key is refused by Apple: oauth_failed', async () => {
    const { body } = await signedIn(bed.wrongKeyApp.id)
    const response = await post('/api/v2/oauth/callback', body)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: { code: 'oauth_failed', message: 'The social login could not be completed' },
    })
    expect(bed.provider.tokenRequests.at(-1)?.clientSecretClaims).toBeUndefined()
  })

  test('error: a code replayed with a new login fails with oauth_failed', async () => {
    const { body } = await signedIn()
    expect((await post('/api/v2/oauth/callback', body)).statusCode).toBe(200)
    const other = await start()
    const replay = await post('/api/v2/oauth/callback', {
      ...body,
      state: other.state,
      signature: await other.oneTime.signMessage({ message: other.state }),
    })
    expect(replay.json()).toMatchObject({ error: { code: 'oauth_failed' } })
  })
})

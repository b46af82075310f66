import { randomBytes } from 'node:crypto'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type Oauth2Provider, startOauth2Provider } from './startOauth2Provider.js'
import { createOauth2TestClient } from './testing/createOauth2TestClient.js'

const clientId = 'tessera-test'
const clientSecret = 'tessera-test-secret'
const redirectUri = 'http://localhost:5173/0123/redirect/'

/** How each service refuses a PKCE failure: GitHub with status 200, as all its token errors. */
const pkceRefusals = [
  ['discord', 400, { error: 'invalid_grant' }],
  ['github', 200, { error: 'bad_verification_code' }],
  ['x', 400, { error: 'invalid_request' }],
] as const

describe('answerToken', () => {
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
  afterEach(() => {
    vi.useRealTimers()
  })

  test('default: github answers form-encoded without Accept: application/json', async () => {
    const { code, verifier } = await client.signIn('github')
    const response = await client.exchange(
      'github',
      { code, code_verifier: verifier },
      { accept: '*/*' },
    )
    expect(response.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(new URLSearchParams(await response.text()))).toEqual({
      access_token: expect.stringMatching(/^gho_/),
      scope: 'read:user,user:email',
      token_type: 'bearer',
    })
  })

  test('args: github needs no grant_type and no redirect_uri', async () => {
    const { code, verifier } = await client.signIn('github')
    const response = await client.exchange('github', {
      code,
      code_verifier: verifier,
      grant_type: null,
      redirect_uri: null,
    })
    expect(await response.json()).toMatchObject({ token_type: 'bearer' })
  })

  test('args: discord takes the client secret in the body too', async () => {
    const { code, verifier } = await client.signIn('discord')
    const response = await fetch(client.at('/api/oauth2/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    })
    expect(response.status).toBe(200)
  })

  test.each(pkceRefusals)(
    'error: %s refuses a PKCE verifier that does not match',
    async (service, status, body) => {
      const { code } = await client.signIn(service)
      const other = randomBytes(32).toString('base64url')
      const response = await client.exchange(service, { code, code_verifier: other })
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject(body)
    },
  )

  test.each(pkceRefusals)(
    'error: %s refuses a missing PKCE verifier',
    async (service, status, body) => {
      const { code } = await client.signIn(service)
      const response = await client.exchange(service, { code })
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject(body)
    },
  )

  test('behavior: a refused PKCE verifier uses the code up', async () => {
    const { code, verifier } = await client.signIn('x')
    await client.exchange('x', { code, code_verifier: randomBytes(32).toString('base64url') })
    const retry = await client.exchange('x', { code, code_verifier: verifier })
    expect(await retry.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Value passed for the authorization code was invalid.',
    })
  })

  test.each([
    ['discord', 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' }],
    ['github', 200, { error: 'bad_verification_code' }],
    [
      'x',
      400,
      {
        error: 'invalid_request',
        error_description: 'Value passed for the authorization code was invalid.',
      },
    ],
  ] as const)('error: %s refuses a code used before', async (service, status, body) => {
    const { code, verifier } = await client.signIn(service)
    expect((await client.exchange(service, { code, code_verifier: verifier })).status).toBe(200)
    const again = await client.exchange(service, { code, code_verifier: verifier })
    expect(again.status).toBe(status)
    expect(await again.json()).toMatchObject(body)
  })

  test.each([
    ['discord', 401, { error: 'invalid_client' }],
    ['github', 200, { error: 'incorrect_client_credentials' }],
    ['x', 401, { error: 'unauthorized_client' }],
  ] as const)('error: %s refuses a wrong client secret', async (service, status, body) => {
    const { code, verifier } = await client.signIn(service)
    const response = await client.exchange(
      service,
      { code, code_verifier: verifier },
      { secret: 'nope' },
    )
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject(body)
  })

  test('error: x takes the client secret only in a Basic header', async () => {
    const { code, verifier } = await client.signIn('x')
    const response = await fetch(client.at('/2/oauth2/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: 'unauthorized_client',
      error_description: 'Missing valid authorization header',
    })
  })

  test('error: x refuses a code older than 30 seconds', async () => {
    const { code, verifier } = await client.signIn('x')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 31_000)
    const response = await client.exchange('x', { code, code_verifier: verifier })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error_description: 'Value passed for the authorization code was invalid.',
    })
  })

  test('error: a code only works at the service that issued it', async () => {
    const { code, verifier } = await client.signIn('discord')
    const response = await client.exchange('x', { code, code_verifier: verifier })
    expect(response.status).toBe(400)
  })

  test('error: the redirect_uri must be the authorized one', async () => {
    const { code, verifier } = await client.signIn('discord')
    const response = await client.exchange('discord', {
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:5173/other/',
    })
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "redirect_uri" in request.',
    })
  })

  test('error: discord reads only form-encoded requests (JSON has no grant_type)', async () => {
    const { code, verifier } = await client.signIn('discord')
    const response = await fetch(client.at('/api/oauth2/token'), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ grant_type: 'authorization_code', code, code_verifier: verifier }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' })
  })
})

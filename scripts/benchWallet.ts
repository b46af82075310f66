// `npm run bench:wallet`: for an EVM app and a Solana app, the wallet's JavaScript as a browser
// loads it (min+gzip, from the built app the local stack serves): the login frame route (target
// ≤ 150 KB) and the logged-in home (target ≤ 300 KB, each family loading only its own adapter);
// then, in headless Chromium, the time from a host's signing request to the approval view
// rendered in the wallet frame (target ≤ 100 ms). Figures, not gates.
import { gzipSync } from 'node:zlib'
import { launchChromium } from '@tessera/test-utils'
import type { Page } from 'playwright-core'
import {
  decideInWallet,
  loginWithEmailCode,
  openDemoPage,
  settledEntry,
  waitUntilReady,
} from '../apps/demo/src/testing/demoPage.js'
import { buildWebApps } from './buildWebApps.js'
import { startTestStack } from './testing/startTestStack.js'

const requestRounds = 20
const out = (line: string) => process.stdout.write(`${line}\n`)
const kb = (bytes: number) => `${(bytes / 1_024).toFixed(1)} KB`
const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0

/** Collects every script the wallet origin serves to `page`, gzipped as a CDN would send it. */
function walletScripts(page: Page, walletUrl: string) {
  const sizes = new Map<string, number>()
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.startsWith(walletUrl) || !url.endsWith('.js')) return
    const body = await response.body().catch(() => undefined)
    if (body) sizes.set(url, gzipSync(body, { level: 9 }).length)
  })
  return () => [...sizes.values()].reduce((sum, size) => sum + size, 0)
}

/** Each family's demo page and the signing request its host makes there. */
const families = [
  { name: 'EVM', path: '/', button: 'personal-sign', action: 'personal_sign' },
  { name: 'Solana', path: '/solana.html', button: 'solana-sign-message', action: 'signMessage' },
] as const

await buildWebApps()
const stack = await startTestStack()
const browser = await launchChromium()
try {
  for (const family of families) {
    const { page, wallet } = await openDemoPage(browser, `${stack.demoUrl}${family.path}`)
    const scriptBytes = walletScripts(page, stack.walletUrl)
    await waitUntilReady(page)
    await page.waitForLoadState('networkidle')
    const loginFrame = scriptBytes()
    await loginWithEmailCode(page, `bench-${Date.now()}@example.com`, stack.readOtp)
    await page.waitForLoadState('networkidle')
    await new Promise((resolve) => setTimeout(resolve, 500))
    out(
      `${family.name} app: wallet JS, login frame route (/:appId/v2/login): ${kb(loginFrame)} min+gzip (target ≤ 150 KB)`,
    )
    out(
      `${family.name} app: wallet JS, logged-in home: ${kb(scriptBytes())} min+gzip (target ≤ 300 KB)`,
    )

    const times: number[] = []
    const approve = wallet.getByRole('button', { name: 'Approve', exact: true })
    for (let round = 0; round < requestRounds; round++) {
      const startedAt = performance.now()
      await page.getByTestId(family.button).click()
      await approve.waitFor({ state: 'attached' })
      times.push(performance.now() - startedAt)
      // The approval takes input once shown for a moment (issue #15 finding 6): not timed.
      await decideInWallet(wallet, 'Reject')
      await settledEntry(page, family.action)
      await approve.waitFor({ state: 'detached' })
    }
    out(
      `${family.name} app: host ${family.action} → approval view rendered (${requestRounds} rounds, click to button in the frame): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (target ≤ 100 ms)`,
    )
    await page.context().close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

// `npm run bench:sdk`: the host SDK's size (what an EVM app bundles, min+gzip; budget 10 KB; and
// what a Solana app bundles, the same plus the `@tessera/sdk/solana` entry; and the login modal,
// the chunk `connect()` loads) and, in headless Chromium on localhost, the time from `init()` to a
// ready frame (handshake done, login state known; target ≤ 300 ms cold). The frame is the real
// wallet (built with `vite build`, served by the local stack); when it cannot build, start or get
// ready, the SDK's test wallet stands in and the output says so. With the real wallet it also
// times logins from the demo app's login modal: the local Google stand-in (its popup page
// included) and an email code read from the mail sink. Figures, not gates.
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  connectedAddress,
  openDemoPage,
  waitUntilReady,
} from '../apps/demo/src/testing/demoPage.js'
import { bundleSdkScript, measureSdkSize } from '../packages/sdk/scripts/bundleSdk.js'
import { startTestWallet } from '../packages/sdk/src/testing/startTestWallet.js'
import { buildWebApps } from './buildWebApps.js'
import { startTestStack } from './testing/startTestStack.js'

const coldRuns = 5
const out = (line: string) => process.stdout.write(`${line}\n`)
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const ms = (value: number) => `${value.toFixed(0)} ms`

type Target = {
  hostUrl: string
  walletUrl: string
  appId: string
  label: string
  /** The local stack's demo app and mail sink, for the login timings (the real wallet only). */
  logins?: { demoUrl: string; readOtp: (email: string) => Promise<string> }
  stop: () => Promise<void>
}

/**
 * The local stack's wallet, framed from the demo app's origin (the one its CSP allows): the page is
 * the demo's `demo-config.json`, so no demo app runs beside the measured SDK. (A page faked with
 * `page.route` would not do: Chromium's local network access checks then block the loopback frame.)
 */
async function realWallet(): Promise<Target> {
  await buildWebApps()
  const stack = await startTestStack()
  return {
    hostUrl: `${stack.demoUrl}/demo-config.json`,
    walletUrl: stack.walletUrl,
    appId: stack.demoAppId,
    label: `wallet ${stack.walletUrl} (local stack)`,
    logins: { demoUrl: stack.demoUrl, readOtp: stack.readOtp },
    stop: stack.stop,
  }
}

async function testWallet(): Promise<Target> {
  const base = await findFreePortBase(2)
  const wallet = await startTestWallet({ hostPort: base, walletPort: base + 1 })
  return {
    hostUrl: wallet.hostUrl,
    walletUrl: wallet.walletOrigin,
    appId: 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34',
    label: 'the SDK test wallet (NOT the real wallet)',
    stop: wallet.stop,
  }
}

/** One fresh browser context (empty cache): `init()` cold, then a second instance warm. */
async function timeInit(browser: Browser, target: Target, sdkScript: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(target.hostUrl)
  await page.addScriptTag({ content: sdkScript })
  const times = await page.evaluate(
    async ({ walletUrl, appId }) => {
      const { Tessera } = (
        window as unknown as { TesseraSDK: typeof import('../packages/sdk/src/index.js') }
      ).TesseraSDK
      // No named inner functions: tsx would wrap them in a `__name` helper the page lacks.
      // Per run: [frame document loaded, wallet's penpal ack, init() resolved], ms from init().
      const runs: number[][] = []
      for (const _ of ['cold', 'warm']) {
        const tessera = new Tessera({ appId, walletUrl, requestTimeoutMs: 10_000 })
        const start = performance.now()
        const marks: number[] = []
        const ready = tessera.init()
        document.querySelector('iframe')?.addEventListener('load', () => {
          marks[0] ??= performance.now() - start
        })
        addEventListener('message', (event) => {
          if (event.data?.penpal === 'ack') marks[1] ??= performance.now() - start
        })
        await ready
        marks[2] = performance.now() - start
        runs.push(marks)
        tessera.destroy()
      }
      return { cold: runs[0] ?? [], warm: runs[1] ?? [] }
    },
    { walletUrl: target.walletUrl, appId: target.appId },
  )
  await context.close()
  return times
}

const kb = (bytes: number, digits: number) => `${(bytes / 1024).toFixed(digits)} KB`
const evmSize = await measureSdkSize('evm')
const solanaSize = await measureSdkSize('solana')
out(
  `@tessera/sdk for an EVM app: ${kb(evmSize.minifiedBytes, 1)} min, ${kb(evmSize.gzippedBytes, 2)} min+gzip (budget 10 KB)`,
)
out(
  `the login modal, loaded by connect(): ${kb(evmSize.loginModal.minifiedBytes, 1)} min, ${kb(evmSize.loginModal.gzippedBytes, 2)} min+gzip`,
)
out(
  `@tessera/sdk + @tessera/sdk/solana for a Solana app: ${kb(solanaSize.minifiedBytes, 1)} min, ${kb(solanaSize.gzippedBytes, 2)} min+gzip (the Solana entry adds ${kb(solanaSize.gzippedBytes - evmSize.gzippedBytes, 2)})`,
)

const sdkScript = await bundleSdkScript({ minify: true })
const browser = await launchChromium()

/** Times `coldRuns` fresh contexts against `target`, printing the figures. */
async function bench(target: Target) {
  const runs: Awaited<ReturnType<typeof timeInit>>[] = []
  for (let run = 0; run < coldRuns; run++) runs.push(await timeInit(browser, target, sdkScript))
  const at = (kind: 'cold' | 'warm', mark: number) => median(runs.map((r) => r[kind][mark] ?? NaN))
  out(`init() → ready frame, ${target.label}, Chromium headless, ${coldRuns} fresh contexts:`)
  const colds = runs.map(({ cold }) => cold[2] ?? NaN)
  out(`  cold: median ${ms(at('cold', 2))} (${colds.map(ms).join(', ')}; target ≤ 300 ms)`)
  out(`  warm: median ${ms(at('warm', 2))}`)
  for (const kind of ['cold', 'warm'] as const)
    out(
      `  ${kind} medians: frame document loaded ${ms(at(kind, 0))}, wallet handshake (penpal ack) ${ms(at(kind, 1))}, ready ${ms(at(kind, 2))}`,
    )
}

const loginRuns = 3
let loginCount = 0

/** Logs in from the open `dialog` with a new user's `email`. */
type ModalLogin = (page: Page, dialog: Locator, email: string) => Promise<void>

const withGoogle: ModalLogin = async (page, dialog, email) => {
  const popup = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const provider = await popup
  await provider.getByLabel('Or sign in as any email address').fill(email)
  await provider.getByRole('button', { name: 'Continue', exact: true }).click()
}

const withEmailCode =
  (readOtp: (email: string) => Promise<string>): ModalLogin =>
  async (page, dialog, email) => {
    await dialog.getByLabel('Email', { exact: true }).fill(email)
    await page.keyboard.press('Enter')
    await dialog.getByLabel('Code from the email').fill(await readOtp(email))
    await page.keyboard.press('Enter')
  }

/**
 * One login on the demo page in a fresh context, timed from the click on its "Login modal"
 * button: to the modal shown (its chunk and the app's logins loaded) and to the address shown.
 * Playwright's own steps (typing, clicks) are included.
 */
async function timeLogin(demoUrl: string, login: ModalLogin) {
  const { page } = await openDemoPage(browser, demoUrl)
  await waitUntilReady(page)
  const start = performance.now()
  await page.getByTestId('login-connect').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const shown = performance.now() - start
  await login(page, dialog, `bench-sdk-${Date.now()}-${loginCount++}@example.com`)
  await connectedAddress(page)
  const loggedIn = performance.now() - start
  await page.context().close()
  return { shown, loggedIn }
}

/** Times `loginRuns` logins of each kind from the login modal, new users each time. */
async function benchLogins({ demoUrl, readOtp }: NonNullable<Target['logins']>) {
  const kinds = { 'Google (local stand-in)': withGoogle, 'email code': withEmailCode(readOtp) }
  out(`login modal → logged-in address on the demo app, Chromium headless, ${loginRuns} new users:`)
  for (const [kind, login] of Object.entries(kinds)) {
    const runs: Awaited<ReturnType<typeof timeLogin>>[] = []
    for (let run = 0; run < loginRuns; run++) runs.push(await timeLogin(demoUrl, login))
    const loggedIn = runs.map((r) => r.loggedIn)
    out(
      `  ${kind}: median ${ms(median(loggedIn))} (${loggedIn.map(ms).join(', ')}); modal shown after ${ms(median(runs.map((r) => r.shown)))}`,
    )
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
try {
  const real = await realWallet().catch((error: unknown) => {
    out(`the wallet did not build or the local stack did not start: ${reason(error)}`)
  })
  const realResult =
    real &&
    (await bench(real).then(
      () => true,
      (error: unknown) => reason(error),
    ))
  if (realResult === true && real?.logins)
    await benchLogins(real.logins).catch((error: unknown) =>
      out(`the login timings failed: ${reason(error)}`),
    )
  await real?.stop()
  if (realResult !== true) {
    if (typeof realResult === 'string')
      out(`the real wallet frame did not get ready: ${realResult}`)
    const stand = await testWallet()
    await bench(stand).finally(stand.stop)
  }
} finally {
  await browser.close()
}

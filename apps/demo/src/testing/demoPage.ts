import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { waitForApprovalInput } from '@tessera/test-utils'
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core'

/** The EVM app's two pages: the same buttons over two host SDKs (apps/demo/README.md). */
export const demoPages = [
  { path: '/', sdkName: '@tessera/sdk' },
  { path: '/arcana.html', sdkName: '@arcana/auth 1.0.12' },
] as const

/** The Solana app's two pages, over the same two host SDKs. */
export const solanaDemoPages = [
  { path: '/solana.html', sdkName: '@tessera/sdk' },
  { path: '/arcana-solana.html', sdkName: '@arcana/auth 1.0.12' },
] as const

export type DemoPage = {
  readonly page: Page
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[]
  /** The wallet frame inside the host page. */
  readonly wallet: FrameLocator
}

/** Opens a demo page in a fresh browser context, collecting console errors. */
export async function openDemoPage(browser: Browser, url: string): Promise<DemoPage> {
  const context = await browser.newContext()
  // The unmodified @arcana/auth imports Google Fonts CSS; this machine has no internet, so the
  // font host answers an empty stylesheet as it would answer a real one: nothing else changes.
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    // A first login asks every key node for a share it does not hold yet: 404 is that answer.
    if (message.type() === 'error' && !message.text().includes('404'))
      errors.push(`${message.text()} @ ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  return { page, errors, wallet: page.frameLocator('iframe') }
}

/** Waits until the page's SDK finished `init()`. */
export async function waitUntilReady(page: Page): Promise<void> {
  await page.locator('[data-testid=status-init][data-status=ready]').waitFor()
}

/** The newest log line for `action` once it has settled (ok, error or event). */
export async function settledEntry(page: Page, action: string): Promise<Locator> {
  const entry = page
    .locator(`[data-testid=log-entry][data-action="${action}"]:not([data-outcome=pending])`)
    .first()
  await entry.waitFor()
  return entry
}

const settlePollMs = 25
const settleTimeoutMs = 30_000

/**
 * Clicks the button `testId`, lets `meanwhile` act (decide in the wallet), and reads the log line
 * that click made for `action` once it settles: never an older line of the same action.
 */
export async function clickAndRead(
  page: Page,
  testId: string,
  action: string,
  meanwhile?: () => Promise<void>,
) {
  const lines = page.locator(`[data-testid=log-entry][data-action="${action}"]`)
  const before = await lines.count()
  await page.getByTestId(testId).click()
  await meanwhile?.()
  const deadline = Date.now() + settleTimeoutMs
  for (;;) {
    // Newest first: once there is one more line, the first is this click's.
    if ((await lines.count()) > before) {
      const outcome = await lines.first().getAttribute('data-outcome')
      if (outcome !== 'pending') return readEntry(lines.first())
    }
    if (Date.now() > deadline) throw new Error(`'${action}' never settled after clicking ${testId}`)
    await page.waitForTimeout(settlePollMs)
  }
}

/** Asks twice with the button `testId`: the first request rejected in the wallet, the second approved. */
export async function rejectThenApprove(
  page: Page,
  wallet: FrameLocator,
  testId: string,
  action: string,
) {
  const rejected = await clickAndRead(page, testId, action, () => decideInWallet(wallet, 'Reject'))
  const approved = await clickAndRead(page, testId, action, () => decideInWallet(wallet, 'Approve'))
  return { rejected, approved }
}

/** What a settled log line shows: its outcome, and the result or the error's code. */
export async function readEntry(entry: Locator) {
  const outcome = await entry.getAttribute('data-outcome')
  if (outcome === 'error')
    return {
      outcome,
      code: await entry.getByTestId('log-error-code').textContent(),
      message: await entry.getByTestId('log-error-message').textContent(),
    }
  return { outcome, detail: (await entry.getByTestId('log-detail').textContent()) ?? '' }
}

/** Logs in with an email one-time code through the page's buttons; answers the address. */
export async function loginWithEmailCode(
  page: Page,
  email: string,
  readOtp: (email: string) => Promise<string>,
): Promise<string> {
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('login-otp-start').click()
  await settledEntry(page, 'login:otpStart')
  await page.getByTestId('otp-input').fill(await readOtp(email))
  await page.getByTestId('login-otp-complete').click()
  return connectedAddress(page)
}

/** Whether `locator` has the keyboard focus (inside the SDK's shadow root too). */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.matches(':focus'))
}

/** Waits for the page to show a connected address (0x… on EVM, base58 on Solana). */
export async function connectedAddress(page: Page): Promise<string> {
  const status = page.locator('[data-testid=status-address]:not([data-address=""])')
  await status.waitFor()
  return (await status.getAttribute('data-address')) ?? ''
}

/**
 * Decides the request the wallet frame shows, as the user would: Approve or Reject, once the
 * request takes input (it has been fully visible for a moment, issue #15 finding 6).
 */
export async function decideInWallet(wallet: FrameLocator, decision: 'Approve' | 'Reject') {
  await waitForApprovalInput(wallet)
  await wallet.getByRole('button', { name: decision, exact: true }).click()
}

type AxeViolation = { id: string; nodes: { html: string }[] }
type AxeWindow = { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }

/** axe-core's violations on the page, the wallet frame left to the wallet's own checks. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
  await page.addScriptTag({ content: await readFile(axeFile, 'utf8') })
  return page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow
    const results = await axe.run({ exclude: [['iframe']] })
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`,
    )
  })
}

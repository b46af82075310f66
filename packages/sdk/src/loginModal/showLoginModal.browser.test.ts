import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type * as sdk from '../index.js'
import { testWalletInChromium } from '../testing/startTestWallet.js'
import {
  buttonNames,
  type HostWindow,
  isFocused,
  testHost,
  type WalletWindow,
} from '../testing/testHost.js'

const bed = testWalletInChromium()
const host = testHost(bed)

/** What the demo app's server lists (`getAvailableLogins`), its own token logins included. */
const demoLogins = [
  'google',
  'discord',
  'github',
  'twitter',
  'passwordless',
  'siwe',
  'demo-backend',
  'firebase',
  'telegram',
]

/**
 * The host page with its "log in" button calling `connect()` (the outcome is 'connected' or the
 * error's code), the wallet answering `logins`, and the button pressed from the keyboard. The
 * page's clock is Playwright's, so a test can move it on instead of waiting.
 */
async function openModal(logins?: string[]) {
  const page = await bed.browser.newPage()
  await page.clock.install()
  await page.goto(bed.wallet.hostUrl)
  await host.openHost({}, page)
  await page.evaluate(async () => {
    const host = window as unknown as HostWindow
    await host.tessera.init()
    document.getElementById('login')?.addEventListener('click', () => {
      host.outcome = host.tessera.connect().then(
        () => 'connected',
        (error: sdk.ProviderRpcError) => error.code,
      )
    })
  })
  if (logins)
    await host.walletFrame(page).evaluate((logins) => {
      ;(window as unknown as WalletWindow).testWallet.state.logins = logins
    }, logins)
  await page.focus('#login')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.waitFor()
  return { page, dialog }
}

const outcome = (page: Page) =>
  page.evaluate(() => (window as unknown as HostWindow).outcome as Promise<string | number>)

const otpEmails = (page: Page) =>
  host
    .walletFrame(page)
    .evaluate(() => (window as unknown as WalletWindow).testWallet.state.otpEmails)

describe('showLoginModal, opened by connect() in Chromium against the test wallet', () => {
  test("default: R-038 a modal dialog named by its title, email first, the social logins by their proper names and the rest behind More options; the app's token logins and SIWE are not listed", async () => {
    const { page, dialog } = await openModal(demoLogins)
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await isFocused(dialog.getByLabel('Email', { exact: true }))).toBe(true)
    const shown = [
      'Cancel',
      'Continue with email',
      'Continue with Google',
      'Continue with X',
      'Continue with GitHub',
    ]
    expect(await buttonNames(dialog)).toEqual([...shown, 'More options'])
    await dialog.getByRole('button', { name: 'More options' }).click()
    expect(await buttonNames(dialog)).toEqual([...shown, 'Continue with Discord'])
    expect(await isFocused(dialog.getByRole('button', { name: 'Continue with Discord' }))).toBe(
      true,
    )
    await page.close()
  })

  test('behavior: keyboard only: Tab and Shift+Tab stay inside; Escape closes it, connect() gets 4001 and the focus is back on the button that opened it', async () => {
    const { page, dialog } = await openModal()
    const google = dialog.getByRole('button', { name: 'Continue with Google' })
    const cancel = dialog.getByRole('button', { name: 'Cancel' })
    await page.keyboard.press('Tab')
    expect(await isFocused(dialog.getByRole('button', { name: 'Continue with email' }))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await isFocused(google)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await isFocused(cancel)).toBe(true)
    await page.keyboard.press('Shift+Tab')
    expect(await isFocused(google)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await outcome(page)).toBe(4001)
    expect(await dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login')
    await page.close()
  })

  test('behavior: the Cancel button closes it; connect() gets 4001', async () => {
    const { page, dialog } = await openModal()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await outcome(page)).toBe(4001)
    expect(await dialog.count()).toBe(0)
    await page.close()
  })

  test('error: V-054 V-055 an empty or malformed address is said under the field, and no code is sent', async () => {
    const { page, dialog } = await openModal()
    const email = dialog.getByLabel('Email', { exact: true })
    const alert = dialog
      .getByRole('alert')
      .getByText('Enter a valid email address, like name@example.com.')
    for (const typed of ['', 'ada@']) {
      await email.fill(typed)
      await email.press('Enter')
      await alert.waitFor()
      expect(await email.getAttribute('aria-invalid')).toBe('true')
    }
    expect(await otpEmails(page)).toEqual([])
    await page.close()
  })

  test('behavior: X-041 the code step in place: a wrong code said under the field with the SPEC text, resend once its countdown ends, the right code logs in', async () => {
    const { page, dialog } = await openModal()
    await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await page.keyboard.press('Enter')
    const code = dialog.getByLabel('Code from the email')
    await code.waitFor()
    expect(await isFocused(code)).toBe(true)
    expect(await dialog.getByText('We sent a code to ada@example.com.').count()).toBe(1)
    const resend = dialog.getByRole('button', { name: /^Resend code/ })
    expect(await resend.textContent()).toBe('Resend code in 30 s')
    expect(await resend.getAttribute('aria-disabled')).toBe('true')

    await code.fill('000000')
    await page.keyboard.press('Enter')
    await dialog
      .getByRole('alert')
      .getByText(
        'Could not verify credentials: the code is wrong or has expired. Check it, or resend a new code.',
      )
      .waitFor()
    expect(await code.getAttribute('aria-invalid')).toBe('true')

    await page.clock.fastForward(30_000)
    await expect.poll(() => resend.textContent()).toBe('Resend code')
    await resend.click()
    await dialog
      .getByRole('status')
      .getByText('A new code is on its way to ada@example.com.')
      .waitFor()
    expect(await otpEmails(page)).toEqual(['ada@example.com', 'ada@example.com'])
    expect(await resend.textContent()).toBe('Resend code in 30 s')

    await code.fill('123456')
    await page.keyboard.press('Enter')
    expect(await outcome(page)).toBe('connected')
    expect(await dialog.count()).toBe(0)
    await page.close()
  })

  test('behavior: Use another email goes back to the address, in place', async () => {
    const { page, dialog } = await openModal()
    const email = dialog.getByLabel('Email', { exact: true })
    await email.fill('ada@example.com')
    await email.press('Enter')
    await dialog.getByRole('button', { name: 'Use another email' }).click()
    expect(await isFocused(email)).toBe(true)
    expect(await email.inputValue()).toBe('ada@example.com')
    expect(await dialog.getByLabel('Code from the email').isVisible()).toBe(false)
    await page.close()
  })

  test('error: a provider window the user closes is said under the buttons; the modal stays open', async () => {
    const { page, dialog } = await openModal()
    const popup = page.waitForEvent('popup')
    await host.walletFrame(page).evaluate(() => {
      const { state } = (window as unknown as WalletWindow).testWallet
      state.socialUrl = `${location.origin}/never-finishes`
    })
    await dialog.getByRole('button', { name: 'Continue with Google' }).click()
    await dialog
      .getByRole('status')
      .getByText('Finish logging in with Google in the window that opened.')
      .waitFor()
    await (await popup).close()
    await dialog
      .getByRole('alert')
      .getByText('The Google window was closed before you logged in.')
      .waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await page.close()
  })
})

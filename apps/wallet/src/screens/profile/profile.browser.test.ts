import { launchChromium } from '@tessera/test-utils'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { walletAddress, walletPrivateKey } from '../testing/fixtures.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const openProfile = (scenario: Parameters<typeof openScreens>[1] = {}) =>
  openScreens(browser, { path: '/loggedin/profileScreen', ...scenario })

const account = (tab: Page) => tab.getByRole('region', { name: 'Account' })
const sheet = (tab: Page) => tab.getByRole('dialog', { name: 'Export private key' })
const pageText = (tab: Page) => tab.evaluate(() => document.body.innerHTML)

/** Opens the export sheet and confirms the warning: the key is on screen afterwards. */
async function revealKey(tab: Page) {
  await tab.getByRole('button', { name: 'Export private key' }).click()
  await sheet(tab).getByLabel('I understand that anyone with this key can take my assets.').check()
  await sheet(tab).getByRole('button', { name: 'Reveal private key' }).click()
  await sheet(tab).getByText(walletPrivateKey).waitFor()
}

describe('profile', () => {
  test('R-024, R-032: the Profile tab shows who is logged in: name, email, provider and picture', async () => {
    const tab = await openScreens(browser, { user: 'google' })
    await tab.getByRole('link', { name: 'Profile' }).click()
    await expectLocation(tab, '/loggedin/profileScreen')
    await tab.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ state: 'attached' })
    await expect
      .poll(async () => (await account(tab).innerText()).split('\n').filter(Boolean))
      .toEqual(['Alice Example', 'alice@example.com', 'Logged in with Google'])
    const picture = account(tab).locator('img')
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(await picture.getAttribute('referrerpolicy')).toBe('no-referrer')
    await tab.context().close()
  })

  test('R-024: an email login and a custom login show an initial, the identity they have and the method', async () => {
    for (const [user, lines] of [
      ['passwordless', ['B', 'bob@example.com', 'Logged in with Email']],
      ['custom', ['U', 'user-42', 'Logged in with acme-jwt']],
    ] as const) {
      const tab = await openProfile({ user })
      await account(tab).waitFor()
      await expect
        .poll(async () => (await account(tab).innerText()).split('\n').filter(Boolean))
        .toEqual(lines)
      expect(await account(tab).locator('img').count()).toBe(0)
      await tab.context().close()
    }
  })

  test('H-002, X-057: the wallet address copies with the success toast; the network follows the selector', async () => {
    const tab = await openProfile({ networkId: 'eip155:1' })
    const wallet = tab.getByRole('region', { name: 'Wallet' })
    await wallet.getByText('Ethereum Mainnet').waitFor()
    await wallet.getByRole('button', { name: 'Copy wallet address' }).click()
    await expect.poll(() => tab.evaluate(() => navigator.clipboard.readText())).toBe(walletAddress)
    await tab.getByRole('status').filter({ hasText: 'wallet address copied' }).waitFor()
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet' })
    await wallet.getByText('Tessera Devnet').waitFor()
    await tab.context().close()
  })

  test('behavior: the receive QR code scans as the wallet address, in the dark theme too', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const tab = await openProfile({ theme })
      const code = tab.getByRole('img', { name: 'QR code of the wallet address' })
      await code.waitFor()
      // Drawn as a camera would see it, then read by a real QR decoder.
      const pixels = await code.evaluate(async (svg) => {
        const image = new Image()
        image.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`
        await image.decode()
        const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 400 })
        const context = canvas.getContext('2d')
        context?.drawImage(image, 0, 0, 400, 400)
        return Array.from(context?.getImageData(0, 0, 400, 400).data ?? [])
      })
      expect(jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data).toBe(walletAddress)
      await tab.getByText(/Send only assets on Ethereum Mainnet/).waitFor()
      await tab.context().close()
    }
  })

  test('behavior: the private key shows only after the warning is confirmed, and copies', async () => {
    const tab = await openProfile()
    const logged: string[] = []
    tab.on('console', (message) => logged.push(message.text()))
    await tab.getByRole('button', { name: 'Export private key' }).click()
    await sheet(tab).getByRole('alert').filter({ hasText: 'full control of this wallet' }).waitFor()
    const reveal = sheet(tab).getByRole('button', { name: 'Reveal private key' })
    expect(await reveal.isDisabled()).toBe(true)
    expect(await readHarness(tab, 'keyReveals')).toBe(0)
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))

    await sheet(tab)
      .getByLabel('I understand that anyone with this key can take my assets.')
      .check()
    await reveal.click()
    await sheet(tab).getByText(walletPrivateKey).waitFor()
    expect(await readHarness(tab, 'keyReveals')).toBe(1)
    await sheet(tab).getByRole('button', { name: 'Copy private key' }).click()
    await expect
      .poll(() => tab.evaluate(() => navigator.clipboard.readText()))
      .toBe(walletPrivateKey)
    await tab.getByRole('status').filter({ hasText: 'Private key copied' }).waitFor()
    // Shown, never kept: nothing in storage, nothing in the console.
    const stored = await tab.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(stored).not.toContain(walletPrivateKey.slice(2))
    expect(logged.join('\n')).not.toContain(walletPrivateKey.slice(2))
    await tab.context().close()
  })

  test('error: W-124 X-028 a refused clipboard says Copy failed', async () => {
    const tab = await openProfile()
    await revealKey(tab)
    await tab.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await sheet(tab).getByRole('button', { name: 'Copy private key' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Copy failed' }).waitFor()
    await tab.context().close()
  })

  test('behavior: Done, Cancel and Escape close the sheet; it opens again behind the warning', async () => {
    const tab = await openProfile()
    await revealKey(tab)
    await sheet(tab).getByRole('button', { name: 'Done' }).click()
    await sheet(tab).waitFor({ state: 'hidden' })
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))

    await tab.getByRole('button', { name: 'Export private key' }).click()
    const consent = sheet(tab).getByLabel(
      'I understand that anyone with this key can take my assets.',
    )
    expect(await consent.isChecked()).toBe(false)
    await sheet(tab).getByRole('button', { name: 'Cancel' }).click()
    await sheet(tab).waitFor({ state: 'hidden' })

    await revealKey(tab)
    await tab.keyboard.press('Escape')
    await sheet(tab).waitFor({ state: 'hidden' })
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))
    expect(await readHarness(tab, 'keyReveals')).toBe(2)
    await tab.context().close()
  })

  test('behavior: leaving the screen hides the key (a host request opens the requests route)', async () => {
    const tab = await openProfile()
    await revealKey(tab)
    await tab.evaluate(() =>
      (
        window as unknown as { screensHarness: { addPending(fixture: string, id: string): void } }
      ).screensHarness.addPending('personalSign', 'while-exporting'),
    )
    await expectLocation(tab, '/loggedin/requests')
    // The route renders in a transition after the URL changes: read the page once it shows.
    await tab.getByRole('button', { name: 'Reject' }).waitFor()
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))
    await tab.getByRole('button', { name: 'Reject' }).click()
    await tab.getByRole('link', { name: 'Profile' }).click()
    await tab.getByRole('button', { name: 'Export private key' }).waitFor()
    expect(await sheet(tab).isVisible()).toBe(false)
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))
    await tab.context().close()
  })

  test('behavior: the key is hidden when the browser tab goes to the background', async () => {
    const tab = await openProfile()
    await revealKey(tab)
    await tab.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await sheet(tab).waitFor({ state: 'hidden' })
    expect(await pageText(tab)).not.toContain(walletPrivateKey.slice(2))
    await tab.context().close()
  })

  test('behavior: #17 EIP-2255 Connected apps shows the host origin and its date; Revoke disconnects it', async () => {
    const tab = await openProfile()
    const apps = tab.getByRole('region', { name: 'Connected apps' })
    await apps.getByText('https://demo.example', { exact: true }).waitFor()
    await apps.getByText('Connected Jan 15, 2026').waitFor()
    await apps.getByRole('button', { name: 'Revoke https://demo.example' }).click()
    await apps.getByText('No app can see your wallet address.').waitFor()
    expect(await readHarness(tab, 'engine.connection.connectedAt()')).toBeNull()
    await tab.context().close()
  })

  test("behavior: #20 Appearance switches the wallet to the user's theme at once, and App's returns to the app's", async () => {
    const tab = await openProfile({ theme: 'light' })
    const shownTheme = () => tab.locator('.ts-shell').getAttribute('data-theme')
    const appearance = tab.getByRole('group', { name: 'Appearance' })
    expect(await appearance.getByRole('radio', { name: "App's" }).isChecked()).toBe(true)
    await appearance.getByRole('radio', { name: 'Dark' }).check()
    await expect.poll(shownTheme).toBe('dark')
    await appearance.getByRole('radio', { name: "App's" }).check()
    await expect.poll(shownTheme).toBe('light')
    await tab.context().close()
  })

  test("behavior: Log out calls the wallet core's logout (S-054 end to end: walletFrame.browser.test)", async () => {
    const tab = await openProfile({ skipped: ['personalSign'] })
    await tab.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => readHarness(tab, 'logouts')).toBe(1)
    // The fake engine's logout drops every request, as the real one rejects them (STYLE §B3).
    await expect.poll(() => readHarness(tab, 'engine.approvals.snapshot().skipped.length')).toBe(0)
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: profile and its key sheet pass axe in ${theme}; screenshots saved`, async () => {
      const tab = await openProfile({ theme, networkId: 'eip155:31337' })
      await account(tab).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `profile-${theme}`)
      await tab.getByRole('button', { name: 'Export private key' }).click()
      await sheet(tab).getByRole('button', { name: 'Reveal private key' }).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await sheet(tab).getByRole('checkbox').check()
      await sheet(tab).getByRole('button', { name: 'Reveal private key' }).click()
      await sheet(tab).getByText(walletPrivateKey).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `profile-key-${theme}`)
      await tab.context().close()
    })
  }
})

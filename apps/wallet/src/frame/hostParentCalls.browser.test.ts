import type { Frame } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../testing/walletTestbed.js'

/**
 * SPEC §7 parent calls the wallet makes of a real host page (the installed test host, penpal 6):
 * getAppConfig on attach, checked against the app's family from the gateway; getLoginSource after
 * a login, openPopup for a Buy's page and closePopup at logout, only where the host announced
 * them (HOST-PROTOCOL §D).
 */
describe('parent calls in Chromium: getAppConfig, getLoginSource, openPopup, closePopup', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** The login source the wallet recorded for the app (SPEC §3 local storage), if any. */
  const recordedLoginSource = (frame: Frame) =>
    frame.evaluate((key) => {
      const stored = localStorage.getItem(key)
      return stored === null ? null : (JSON.parse(stored) as { v: unknown }).v
    }, `${bed.stack.demoAppId}:loginSource`)

  /**
   * A standalone host (it lays the frame out itself) that offers openPopup, logged in as `email`,
   * with the Buy sheet open and Transak chosen; `blockPopups`: the host's window.open gets no
   * window (a popup blocker). Answers the host page and the sheet.
   */
  const buyWithTransak = async (email: string, options: { blockPopups?: boolean } = {}) => {
    const page = await bed.openHost(undefined, { appMode: 2, standaloneMode: 1, popups: true })
    await bed.loginWithOtp(page, email)
    await page.evaluate((blockPopups) => {
      Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, {
        width: '400px',
        height: '700px',
      })
      if (blockPopups) window.open = () => null
    }, options.blockPopups ?? false)
    const frame = bed.walletFrame(page)
    const buy = frame.getByRole('button', { name: 'Buy', exact: true })
    await buy.and(frame.locator(':enabled')).waitFor()
    await buy.click()
    const sheet = frame.getByRole('dialog', { name: 'Buy Crypto' })
    await sheet.getByRole('radio', { name: 'Transak' }).check()
    return { page, sheet }
  }

  test("I-003: the wallet asks getAppConfig; a host set up for Solana is told so in the console, and the app's EVM family holds", async () => {
    const profile = await bed.newProfile()
    const logged: string[] = []
    profile.on('console', (message) => logged.push(message.text()))
    const page = await bed.openHost(profile, { chainType: 'solana_cv25519' })
    await expect
      .poll(() => logged)
      .toContainEqual(
        expect.stringContaining(
          "the host's getAppConfig chainType solana_cv25519 is not this app's evm family",
        ),
      )
    const { address } = await bed.loginWithOtp(page, 'host-solana@example.com')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  test('I-006: after a login the wallet asks the host getLoginSource and records it as the login source; logout removes it', async () => {
    const page = await bed.openHost(undefined, { loginSource: 'google' })
    await bed.loginWithOtp(page, 'login-source@example.com')
    const frame = bed.walletFrame(page)
    await expect.poll(() => recordedLoginSource(frame)).toBe('google')
    await callWallet(page, 'logout')
    await bed.waitForEvent(page, 'disconnect')
    expect(await recordedLoginSource(frame)).toBeNull()
  })

  test('behavior: a host that does not announce getLoginSource (@arcana/auth) logs in all the same; no login source is recorded', async () => {
    const page = await bed.openHost()
    const { address } = await bed.loginWithOtp(page, 'no-login-source@example.com')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await recordedLoginSource(bed.walletFrame(page))).toBeNull()
  })

  test("I-009 I-010: a Buy's provider page opens in the host's popup (openPopup), which logout closes (closePopup)", async () => {
    const { page, sheet } = await buyWithTransak('host-popup@example.com')
    const opened = page.waitForEvent('popup')
    await sheet.getByRole('button', { name: 'Proceed' }).click()
    const popup = await opened
    await popup.getByRole('heading', { name: 'Buy crypto' }).waitFor()
    const [asked] = (await hostLog(page)).popups
    expect(asked).toEqual(['openPopup', popup.url()])

    const closed = popup.waitForEvent('close')
    await callWallet(page, 'logout')
    await closed
    expect((await hostLog(page)).popups.at(-1)).toEqual(['closePopup'])
  })

  test("error: a Buy's page the host could not open (its window.open blocked) shows W-133 in the sheet, not 'Processing...'", async () => {
    const { page, sheet } = await buyWithTransak('host-popup-blocked@example.com', {
      blockPopups: true,
    })
    await sheet.getByRole('button', { name: 'Proceed' }).click()
    await sheet.getByText('Failed to initialize on-ramps').waitFor()
    expect(await sheet.getByText('Processing...').count()).toBe(0)
    expect((await hostLog(page)).popups).toEqual([['openPopup', expect.any(String)]])
  })
})

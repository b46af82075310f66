import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../../testing/installTestHost.js'
import {
  startWalletTestbed,
  type UserInfo,
  type WalletTestbed,
} from '../../testing/walletTestbed.js'

const pin = '724113'
/** Default scrypt (128 MiB) runs in the page: seconds each on this shared machine. */
const stepTimeoutMs = 60_000

/**
 * Issue #16 in Chromium on the whole local stack (auth server, three key nodes, built wallet, test
 * host): MFA with a PIN set up in the wallet frame, a new login on the same profile asks nothing,
 * a second profile restores with the PIN (a wrong one first) to the same address.
 */
describe('MFA with a PIN (built wallet, whole stack)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /**
   * Moves the frame's single-page app to `path` as a link inside it would (the logged-in shell's
   * MFARequired entry is not routed yet), and gives the frame room, as the host would for a full
   * page.
   */
  const openInFrame = async (page: Page, path: string): Promise<Frame> => {
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe')
      if (iframe) Object.assign(iframe.style, { width: '420px', height: '720px' })
    })
    const frame = bed.walletFrame(page)
    await frame.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    return frame
  }

  const mfaFlowMessages = async (page: Page) =>
    (await hostLog(page)).events.filter(
      ([event, value]) => event === 'message' && JSON.stringify(value).includes('mfa_flow'),
    ).length

  test('default: R-009 S-045 X-008 X-021 X-063: set up with a PIN, log in again without a prompt, restore on a second profile with the PIN', async () => {
    const email = `mfa-${Date.now()}@example.com`
    const profile = await bed.newProfile()
    const page = await bed.openHost(profile)
    const first = await bed.loginWithOtp(page, email)
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // the setup page; X-008 (W-104) for an empty PIN; X-063 once done.
    const frame = await openInFrame(page, `/${bed.stack.demoAppId}/mfa/setup`)
    await frame.getByRole('heading', { name: 'Secure your wallet' }).waitFor()
    await frame.getByRole('button', { name: 'Turn on MFA' }).click()
    await frame.getByRole('alert').getByText('Please enter the PIN').waitFor()
    await frame.getByLabel('PIN', { exact: true }).fill(pin)
    await frame.getByLabel('Confirm PIN').fill(pin)
    await frame.getByRole('button', { name: 'Turn on MFA' }).click()
    await frame.getByText('MFA setup completed').waitFor({ timeout: stepTimeoutMs })
    // Nothing of the setup reached web storage in the clear: not the PIN, not a factor.
    const webStorage = await frame.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    )
    expect(webStorage).not.toContain(pin)
    expect(webStorage).not.toContain('"index":2')

    // Log out and in on the same profile: the device factor, no prompt, the same address.
    expect(await callWallet(page, 'logout')).toBeUndefined()
    const again = await bed.loginWithOtp(page, email)
    expect(again.address).toBe(first.address)
    expect(await mfaFlowMessages(page)).toBe(0)

    // A second profile: LOCAL_SHARE_MISSING, `mfa_flow` to the host (S-045), the PIN.
    const second = await bed.openHost(await bed.newProfile())
    await fetch(`${bed.stack.mailWebUrl}/api/messages`, { method: 'DELETE' })
    expect(await callWallet(second, 'initOTPLogin', email)).toBeUndefined()
    const otp = await bed.stack.readOtp(email)
    const completing = callWallet(second, 'completeOTPLogin', otp)
    const restoreFrame = bed.walletFrame(second)
    await restoreFrame
      .getByRole('heading', { name: 'Enter your PIN' })
      .waitFor({ timeout: stepTimeoutMs })
    await expect.poll(() => mfaFlowMessages(second)).toBe(1)
    // X-021 (W-117): a wrong PIN, refused by the key nodes, with the attempts left.
    await restoreFrame.getByLabel('PIN', { exact: true }).fill('000000')
    await restoreFrame.getByRole('button', { name: 'Restore' }).click()
    await restoreFrame
      .getByRole('alert')
      .getByText('Incorrect PIN. 4 attempts left')
      .waitFor({ timeout: stepTimeoutMs })
    await restoreFrame.getByLabel('PIN', { exact: true }).fill(pin)
    await restoreFrame.getByRole('button', { name: 'Restore' }).click()
    expect(await completing).toBeUndefined()
    await bed.waitForEvent(second, 'connect')
    const restored = await callWallet<UserInfo>(second, 'getUserInfo')
    expect(restored.address).toBe(first.address)

    // The restored profile keeps its device factor: the next login asks nothing.
    expect(await callWallet(second, 'logout')).toBeUndefined()
    const next = await bed.loginWithOtp(second, email)
    expect(next.address).toBe(first.address)
    expect(await mfaFlowMessages(second)).toBe(1)
  }, 300_000)
})

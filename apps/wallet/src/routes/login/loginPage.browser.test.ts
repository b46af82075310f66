import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostLog } from '../../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'
import { loginNotWaitingText } from '../redirect/completeRedirect.js'

describe('the /:appId/login page in Chromium (a full-page wallet)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  test('R-001 S-058 R-030: the chooser logs in with an email code and opens the full-page wallet, footer only after', async () => {
    const page = await (await bed.newProfile()).newPage()
    const { walletUrl, demoAppId } = bed.stack
    await page.goto(`${walletUrl}/${demoAppId}/login`)
    await page.getByRole('heading', { name: 'Log in to Tessera Demo' }).waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: /^Continue with/ }).allInnerTexts())
      .toContain('Continue with google')
    const footer = page.getByRole('navigation', { name: 'Wallet sections' })
    expect(await footer.count()).toBe(0)

    await bed.loginOnLoginPage(page, 'full-page@example.com')
    await page.getByText('Total Balance:').waitFor()
    await footer.getByRole('link', { name: 'Tokens' }).waitFor()
  })

  test('error: W-137 X-041 a wrong code is shown on the page', async () => {
    const page = await (await bed.newProfile()).newPage()
    const { walletUrl, demoAppId, mailWebUrl } = bed.stack
    await page.goto(`${walletUrl}/${demoAppId}/login`)
    const email = 'full-page-wrong@example.com'
    await fetch(`${mailWebUrl}/api/messages`, { method: 'DELETE' })
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    const otp = await bed.stack.readOtp(email)
    await page.getByLabel(`Code sent to ${email}`).fill(otp === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('alert').getByText('Could not verify credentials').waitFor()
  })

  test('I-015: a social redirect for a login the frame does not wait for (LOGIN_INIT_ACK) says so at once and reports the error to the host', async () => {
    const page = await bed.openHost()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(url, 'redirect', 'popup'),
        `${bed.stack.walletUrl}/${bed.stack.demoAppId}/redirect/?code=c-1&state=never-started`,
      ),
    ])
    // The frame answered (no W-138 after the opener timeout) and the host heard the failure.
    await popup.getByRole('alert').getByText(loginNotWaitingText).waitFor()
    await expect
      .poll(async () => (await hostLog(page)).popupStatus)
      .toEqual([
        {
          origin: bed.stack.walletUrl,
          data: { status: 'error', error: 'Could not login, please try again' },
        },
      ])
  })

  test('R-006 X-042 R-030: /global-redirect/ with no wallet frame to answer shows W-138 after the opener timeout', async () => {
    // The opener is a page of another origin that embeds no wallet frame: nobody acknowledges.
    const opener = await (await bed.newProfile()).newPage()
    await opener.goto(bed.stack.mailWebUrl)
    const [popup] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate(
        (url) => void window.open(url, 'redirect', 'popup'),
        `${bed.stack.walletUrl}/global-redirect/?code=c-1&state=s-1`,
      ),
    ])
    await popup.getByRole('status').getByText('Finishing your login…').waitFor()
    await popup
      .getByRole('alert')
      .getByText('Could not contact the parent page, please retry login')
      .waitFor({ timeout: 15_000 })
    expect(await popup.getByRole('navigation', { name: 'Wallet sections' }).count()).toBe(0)
  })
})

import { waitForApprovalInput } from '@tessera/test-utils'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostLog, responseTo, sendRequest } from '../../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'
import { permissionTexts } from './permissionTexts.js'

/**
 * SPEC §2 `/:appId/permission` (issue #20) in Chromium over the real stack: a waiting request's
 * 'Open in a window' shows it in a popup on the wallet origin, where Reject or Proceed decides it
 * through the frame that opened the popup, by id only; the popup closes once the request is
 * answered anywhere. No other origin or window can decide a request (P-029).
 */
describe('the permission popup (built wallet, stack, Chromium)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** A logged-in host whose embedded widget shows a personal_sign request ('sign') compact. */
  async function waitingSignRequest(email: string) {
    const page = await bed.openHost(undefined, { appMode: 2 })
    const { address } = await bed.loginWithOtp(page, email)
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await sendRequest(page, 'sign', 'personal_sign', ['0x68656c6c6f', address])
    await waitForApprovalInput(frame)
    return { page, frame, address }
  }

  /** The user's 'Open in a window' on the frame's approval; the popup it opened. */
  async function openInWindow(page: Page) {
    const opened = page.context().waitForEvent('page')
    await bed.walletFrame(page).getByRole('button', { name: 'Open in a window' }).click()
    const popup = await opened
    await popup.getByRole('heading', { name: 'Sign Message' }).waitFor()
    return popup
  }
  const isAnswered = async (page: Page) =>
    (await hostLog(page)).responses.some(([, response]) => response.id === 'sign')

  test('R-011, Q-013, P-029: the popup shows the request; the user’s Proceed there signs it and the popup closes', async () => {
    const { page, frame } = await waitingSignRequest('permission-proceed@example.com')
    const popup = await openInWindow(page)
    expect(new URL(popup.url()).pathname).toBe(`/${bed.stack.demoAppId}/permission`)
    expect(new URL(popup.url()).searchParams.get('request')).toBe('sign')
    await popup.getByText(/requests your permission for the following action\.$/).waitFor()
    expect(await popup.locator('.ts-permission__summary').innerText()).toBe('hello')
    // on the wallet's own page (the auth-verify origin) Approve reads Proceed.
    expect(await popup.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    expect(await frame.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(1)
    // Nothing is answered until the user decides.
    expect(await isAnswered(page)).toBe(false)
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Proceed', disabled: false }).click()
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    await closed
  })

  test('R-011: a request id that is not waiting says so; a request answered in the frame closes its popup', async () => {
    const { page, frame } = await waitingSignRequest('permission-frame@example.com')
    const popup = await openInWindow(page)
    const url = new URL(popup.url())
    url.searchParams.set('request', 'no-such-request')
    await popup.goto(url.href)
    await popup.getByText(permissionTexts.notWaiting).waitFor()
    expect(await popup.getByRole('button').count()).toBe(0)

    url.searchParams.set('request', 'sign')
    await popup.goto(url.href)
    await popup.getByRole('button', { name: 'Proceed' }).waitFor()
    const closed = popup.waitForEvent('close')
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
    await closed
  })

  test('W-107, P-029: a transaction is decided only in the frame: no Open in a window, and the popup refuses its id', async () => {
    const { page, frame, address } = await waitingSignRequest('permission-transaction@example.com')
    const popup = await openInWindow(page)
    // Waiting behind the sign request (its card under the expanded approval), the popup the frame
    // opened is pointed at the transaction.
    await sendRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: address }])
    await frame.getByRole('button', { name: 'View Details' }).click()
    await frame.locator('.ts-pendingCard').waitFor()
    const url = new URL(popup.url())
    url.searchParams.set('request', 'send')
    await popup.goto(url.href)
    // Its fee, outcome and balance check are not on the popup: it offers neither view nor Proceed.
    await popup.getByText(permissionTexts.onlyInWallet).waitFor()
    expect(await popup.getByRole('button').count()).toBe(0)
    // The frame's own approval shows it, without Open in a window, and decides it.
    await waitForApprovalInput(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
    // There the unfunded account's W-107 is said and keeps Approve disabled, which the popup
    // could not: no Open in a window for it.
    await frame.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    await frame.getByRole('alert').filter({ hasText: 'Insufficient balance' }).waitFor()
    expect(await frame.getByRole('button', { name: 'Approve', exact: true }).isDisabled()).toBe(
      true,
    )
    expect(await frame.getByRole('button', { name: 'Open in a window' }).count()).toBe(0)
    expect((await hostLog(page)).responses.some(([, response]) => response.id === 'send')).toBe(
      false,
    )
  })

  test('P-029: a wallet page the host opened, and the host page itself, can neither see nor decide a request; only the user’s click does', async () => {
    const { page, frame } = await waitingSignRequest('permission-attack@example.com')
    // The host opens the wallet's permission page itself: the frame never answers it.
    const opened = page.context().waitForEvent('page')
    await page.evaluate(
      (target) => window.open(target, '_blank', 'popup'),
      `${bed.stack.walletUrl}/${bed.stack.demoAppId}/permission?request=sign`,
    )
    const forged = await opened
    await forged.getByText(permissionTexts.noWallet).waitFor()
    expect(await forged.getByRole('button').count()).toBe(0)
    // From that wallet-origin page, and from the host's origin, a forged Proceed to the frame.
    const decide = {
      type: 'permission_decide',
      response: { messageId: 'forged', requestId: 'sign', decision: 'approve' },
    }
    await forged.evaluate(
      ([message, walletUrl]) => window.opener.frames[0].postMessage(message, walletUrl),
      [decide, bed.stack.walletUrl] as const,
    )
    await page.evaluate(
      ([message, walletUrl]) =>
        document.querySelector('iframe')?.contentWindow?.postMessage(message, walletUrl),
      [decide, bed.stack.walletUrl] as const,
    )
    // Still waiting for the user: the frame's approval is there, and the user's Reject decides.
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
  })
})

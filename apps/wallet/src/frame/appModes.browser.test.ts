import { waitForApprovalInput } from '@tessera/test-utils'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostLog, responseTo, sendRequest } from '../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../testing/walletTestbed.js'

/**
 * HOST-PROTOCOL §D app modes (0 NoUI, 1 Widget, 2 Full) and §A2 standalone modes, driven from a
 * real host page on the app's registered origin: what the host's iframe looks like while a
 * request waits for the user, and who answers it.
 */
describe('app modes in Chromium: the host iframe around a request that needs approval', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
    // NoUI is the operator's choice (docs/security.md): the demo app is allowed it here.
    await bed.setWalletPolicy({ noUi: true, keyExport: false })
  })
  afterAll(() => bed?.stop())

  const iframeSize = (page: Page) =>
    page.evaluate(() => {
      const iframe = document.querySelector('iframe')
      return iframe ? [iframe.offsetWidth, iframe.offsetHeight] : null
    })
  const expectIframeSize = (page: Page, size: [number, number]) =>
    expect.poll(() => iframeSize(page), { timeout: 10_000 }).toEqual(size)
  const signRequest = (address: string) => ['0x68656c6c6f', address]

  test('S-036 S-038 S-042: Full (2) rests collapsed, opens compact for a request, collapses after', async () => {
    const page = await bed.openHost(undefined, { appMode: 2 })
    const { address } = await bed.loginWithOtp(page, 'mode-full@example.com')
    await expectIframeSize(page, [100, 40])
    await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
    await expectIframeSize(page, [360, 326])
    await bed.walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    await expectIframeSize(page, [100, 40])
  })

  test('S-091 S-040: Widget (1) stays hidden until a request needs approval, and hides after', async () => {
    const page = await bed.openHost(undefined, { appMode: 1 })
    const { address } = await bed.loginWithOtp(page, 'mode-widget@example.com')
    await bed.walletFrame(page).waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await expect
      .poll(async () => (await hostLog(page)).styles.at(-1))
      .toMatchObject({ width: '0px', height: '0px' })
    await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
    await expectIframeSize(page, [360, 326])
    await waitForApprovalInput(bed.walletFrame(page))
    await bed.walletFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
    await expectIframeSize(page, [0, 0])
  })

  test('S-091 P-026: NoUI (0), for an app allowed it, never shows the wallet; nothing needs approval; node errors pass through', async () => {
    const page = await bed.openHost(undefined, { appMode: 0 })
    const { address } = await bed.loginWithOtp(page, 'mode-noui@example.com')
    await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    // HOST-PROTOCOL §E: a forwarded method's node error reaches the host as the node coded it.
    await sendRequest(page, 'balance', 'eth_getBalance', ['not an address', 'latest'])
    expect((await responseTo(page, 'balance')).error).toEqual({
      code: -32602,
      message: 'invalid string length',
    })
    // The SDK creates the frame at 0×0 (HOST-PROTOCOL §A4); the wallet never sizes it.
    expect((await hostLog(page)).styles).toEqual([])
  })

  test('S-069 I-011: standalone mode 1 never sizes the iframe; Close sends wallet_close', async () => {
    const page = await bed.openHost(undefined, { appMode: 2, standaloneMode: 1 })
    const { address } = await bed.loginWithOtp(page, 'mode-standalone@example.com')
    // A standalone host lays the frame out itself.
    await page.evaluate(() => {
      Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, {
        width: '400px',
        height: '700px',
      })
    })
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
    await frame.getByRole('button', { name: 'Do this later' }).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    await frame.getByRole('button', { name: 'Close wallet' }).click()
    await bed.waitForEvent(page, 'wallet_close')
    expect((await hostLog(page)).styles).toEqual([])
  })

  test('behavior: a stored session with no tab left answers isLoggedIn at once, not after the 1 s broadcast', async () => {
    const profile = await bed.newProfile()
    const first = await bed.openHost(profile)
    await bed.loginWithOtp(first, 'mode-latency@example.com')
    await first.close()
    const page = await bed.openHost(profile)
    const elapsedMs = await page.evaluate(async () => {
      const wallet = (await (window as unknown as { wallet: Promise<unknown> }).wallet) as {
        isLoggedIn(): Promise<boolean>
      }
      const started = performance.now()
      const answer = await wallet.isLoggedIn()
      if (answer !== false) throw new Error(`isLoggedIn answered ${answer}`)
      return performance.now() - started
    })
    expect(elapsedMs).toBeLessThan(300)
  })
})

import { describe, expect, test } from 'vitest'
import type * as sdk from './index.js'
import { testWalletInChromium } from './testing/startTestWallet.js'
import { type HostWindow, testHost, type WalletWindow } from './testing/testHost.js'

const bed = testWalletInChromium()
const host = testHost(bed)

describe('Tessera messages in Chromium: only the wallet frame and its popups, from the wallet origin, count (V-063)', () => {
  test('V-063: a penpal call from the host window itself (wrong source) is not answered', async () => {
    const { page } = await host.loggedInHost()
    const replies = await page.evaluate(async (address) => {
      const seen: unknown[] = []
      addEventListener(
        'message',
        (event) => event.data?.penpal === 'reply' && seen.push(event.data),
      )
      postMessage(
        { penpal: 'call', id: 7, methodName: 'onEvent', args: ['accountsChanged', address] },
        '*',
      )
      postMessage({ penpal: 'call', id: 8, methodName: 'getSDKVersion', args: [] }, '*')
      await new Promise((resolve) => setTimeout(resolve, 300))
      return seen
    }, bed.wallet.address)
    expect(replies).toEqual([])
    expect(await host.events(page)).toEqual([['connect', { chainId: '0x7a69' }]])
    await page.close()
  })

  test('V-063: the frame navigated to another origin (right source, wrong origin) gets no answer', async () => {
    const { page } = await host.loggedInHost()
    const frame = host.walletFrame(page)
    await frame.evaluate((url) => {
      location.href = url
    }, `${bed.wallet.impostorOrigin}/frame/impostor`)
    const impostor = () =>
      page.frames().find((candidate) => candidate.url().startsWith(bed.wallet.impostorOrigin)) ??
      expect.fail('no impostor')
    await expect
      .poll(() => impostor().evaluate(() => (window as unknown as WalletWindow).posted))
      .toBe(true)
    await page.waitForTimeout(300)
    expect(await impostor().evaluate(() => (window as unknown as WalletWindow).received)).toEqual(
      [],
    )
    expect((await host.events(page)).filter(([name]) => name === 'accountsChanged')).toEqual([])
    await page.close()
  })

  test('V-063: malformed payloads from the wallet frame change nothing and break nothing', async () => {
    const { page, pageErrors } = await host.loggedInHost()
    const before = await host.frameStyle(page)
    await host.walletFrame(page).evaluate(async () => {
      const parent = await (window as unknown as WalletWindow).testWallet.parent()
      await parent.onEvent?.('accountsChanged', 42)
      await parent.onEvent?.('chainChanged', { chainId: 'zz' })
      await parent.onEvent?.('connect', null)
      await parent.onMethodResponse?.('eth_accounts', { id: '1', result: [] })
      await parent.setIframeStyle?.({
        background: 'red',
        width: 'url(https://evil.example)',
        zIndex: 0,
      })
      await parent.setSessionID?.({ id: 1 }, 'tomorrow')
      window.parent.postMessage(null, '*')
      window.parent.postMessage('garbage', '*')
      window.parent.postMessage({ penpal: 'call', id: 9 }, '*')
    })
    await page.waitForTimeout(300)
    expect(await host.events(page)).toEqual([['connect', { chainId: '0x7a69' }]])
    expect(await host.frameStyle(page)).toEqual(before)
    expect(await host.request(page, { method: 'eth_accounts' })).toEqual({
      result: [bed.wallet.address],
    })
    expect(
      await page.evaluate(() => (window as unknown as HostWindow).tessera.canReconnect()),
    ).toBe(false)
    expect(pageErrors).toEqual([])
    await page.close()
  })

  test('R-037 / K-054: social login in a 720×1200 popup; only the popup on the wallet origin counts', async () => {
    const { page } = await host.openHost()
    await page.evaluate(() => (window as unknown as HostWindow).tessera.init())
    // The popup first lands on another origin that claims an error, then on the wallet's finish page.
    await host.walletFrame(page).evaluate((url) => {
      ;(window as unknown as WalletWindow).testWallet.state.socialUrl = url
    }, `${bed.wallet.impostorOrigin}/popup/impostor`)
    await page.evaluate(() => {
      const host = window as unknown as HostWindow & { openedWith?: unknown[] }
      const open = window.open.bind(window)
      window.open = (...args) => {
        host.openedWith = args
        return open(...args)
      }
      document.getElementById('login')?.addEventListener('click', () => {
        host.outcome = host.tessera.loginWithSocial('google').then(
          () => 'logged in',
          (error: sdk.ProviderRpcError) => error.message,
        )
      })
    })
    await Promise.all([page.waitForEvent('popup'), page.click('#login')])
    const [, , features] = await page.evaluate(
      () => (window as unknown as { openedWith: string[] }).openedWith,
    )
    expect(features).toMatch(/^popup,width=720,height=1200,/)
    // Right origin, wrong source: the wallet frame itself claims an error.
    await host
      .walletFrame(page)
      .evaluate(() => window.parent.postMessage({ status: 'error', error: 'frame' }, '*'))
    expect(await page.evaluate(() => (window as unknown as HostWindow).outcome)).toBe('logged in')
    expect(await host.events(page)).toEqual([['connect', { chainId: '0x7a69' }]])
    await page.close()
  })
})

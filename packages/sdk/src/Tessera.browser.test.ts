import { describe, expect, test } from 'vitest'
import { testWalletInChromium } from './testing/startTestWallet.js'
import {
  buttonNames,
  type HostWindow,
  testAppId,
  testHost,
  type WalletWindow,
} from './testing/testHost.js'

const bed = testWalletInChromium()
const host = testHost(bed)

describe('Tessera in Chromium against a penpal 6 test wallet', () => {
  test('R-036 / I-004: init shakes hands with a 0×0 fixed frame at /{appId}/v2/login; parent methods answer', async () => {
    const { page, pageErrors } = await host.openHost({ appMode: 'widget', position: 'left' })
    await page.evaluate(() => (window as unknown as HostWindow).tessera.init())
    const src = await page.$eval('iframe', (iframe) => (iframe as HTMLIFrameElement).src)
    expect(src.split('#')[0]).toBe(`${bed.wallet.walletOrigin}/${testAppId}/v2/login`)
    expect(await host.frameStyle(page)).toMatchObject({
      width: '0px',
      height: '0px',
      position: 'fixed',
      zIndex: '2147483647', // HOST-PROTOCOL §A4 asks 2147483648; browsers clamp to the int32 maximum
    })
    const answers = await host.walletFrame(page).evaluate(async () => {
      const parent = await (window as unknown as WalletWindow).testWallet.parent()
      return {
        version: await parent.getSDKVersion?.(),
        appMode: await parent.getAppMode?.(),
        position: await parent.getWalletPosition?.(),
        parentUrl: await parent.getParentUrl?.(),
        optional: ['getLoginSource', 'setAddressType', 'openPopup', 'closePopup'].filter(
          (name) => typeof parent[name] === 'function',
        ),
      }
    })
    expect(answers).toEqual({
      version: 'v3',
      appMode: 1,
      position: 'left',
      parentUrl: bed.wallet.hostUrl,
      optional: ['getLoginSource', 'setAddressType', 'openPopup', 'closePopup'],
    })
    expect(pageErrors).toEqual([])
    await page.close()
  })

  test('I-001 / I-012: login emits connect, the wallet sizes the frame, requests round-trip by id', async () => {
    const { page } = await host.loggedInHost()
    expect(await host.events(page)).toEqual([['connect', { chainId: '0x7a69' }]])
    expect(await host.frameStyle(page)).toMatchObject({
      width: '360px',
      height: '80vh',
      right: '30px',
      bottom: '30px',
    })
    expect(await host.request(page, { method: 'eth_accounts' })).toEqual({
      result: [bed.wallet.address],
    })
    expect(await host.request(page, { method: 'eth_chainId' })).toEqual({ result: '0x7a69' })
    const user = await page.evaluate(() => (window as unknown as HostWindow).tessera.getUser())
    expect(user.address).toBe(bed.wallet.address)
    await page.close()
  })

  test('X-001: a rejection in the wallet reaches the host as EIP-1193 4001 with user_deny', async () => {
    const { page } = await host.loggedInHost()
    expect(
      await host.request(page, {
        method: 'personal_sign',
        params: ['0x68656c6c6f', bed.wallet.address],
      }),
    ).toEqual({
      error: { code: 4001, message: 'User rejected the request', data: { code: 'user_deny' } },
    })
    expect(await host.request(page, { method: 'eth_sign', params: [] })).toMatchObject({
      error: { code: 4200 },
    })
    await page.close()
  })

  test('behavior: logout is seen as disconnect, and requests then answer 4100', async () => {
    const { page } = await host.loggedInHost()
    await page.evaluate(() => (window as unknown as HostWindow).tessera.logout())
    await expect.poll(() => host.events(page)).toContainEqual(['disconnect', { code: 4900 }])
    expect(await host.request(page, { method: 'personal_sign', params: [] })).toMatchObject({
      error: { code: 4100, data: { code: 'unauthorized' } },
    })
    await page.close()
  })

  test('behavior: a request made before init() is queued, then answered', async () => {
    const { page } = await host.openHost()
    const accounts = await page.evaluate(async () => {
      const { tessera } = window as unknown as HostWindow
      const pending = tessera.provider.request({ method: 'eth_accounts' })
      await new Promise((resolve) => setTimeout(resolve, 200))
      await tessera.init()
      return pending
    })
    expect(accounts).toEqual([])
    await page.close()
  })

  test('behavior: a request the frame never answers rejects 4900 after requestTimeoutMs', async () => {
    const { page } = await host.loggedInHost({ requestTimeoutMs: 500 })
    expect(await host.request(page, { method: 'test_never' })).toEqual({
      error: { code: 4900, message: 'request timed out', data: { code: 'all_disconnected' } },
    })
    await page.close()
  })

  test('behavior: removing the frame rejects what is pending with 4900 and emits disconnect', async () => {
    const { page } = await host.loggedInHost()
    const pending = host.request(page, { method: 'test_never' })
    await expect
      .poll(() =>
        host
          .walletFrame(page)
          .evaluate(() => (window as unknown as WalletWindow).testWallet.state.received.length),
      )
      .toBe(1)
    await page.$eval('iframe', (iframe) => iframe.remove())
    expect(await pending).toMatchObject({
      error: { code: 4900, data: { code: 'all_disconnected' } },
    })
    expect(await host.events(page)).toContainEqual(['disconnect', { code: 4900 }])
    await page.close()
  })

  test('behavior: R-038 eth_requestAccounts, even before init(), opens the login modal; a social button logs in', async () => {
    const { page } = await host.openHost()
    await page.evaluate(() => {
      const host = window as unknown as HostWindow
      host.outcome = host.tessera.provider.request({ method: 'eth_requestAccounts' })
    })
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.waitFor()
    expect(await buttonNames(dialog)).toEqual([
      'Cancel',
      'Continue with email',
      'Continue with Google',
    ])
    await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    expect(await page.evaluate(() => (window as unknown as HostWindow).outcome)).toEqual([
      bed.wallet.address,
    ])
    expect(await dialog.count()).toBe(0)
    await page.close()
  })

  test('behavior: a session the wallet handed over (setSessionID) survives a reload; reconnect restores it', async () => {
    const { page } = await host.loggedInHost()
    await host.walletFrame(page).evaluate(async () => {
      const parent = await (window as unknown as WalletWindow).testWallet.parent()
      await parent.setSessionID?.('session-1', Date.now() + 60_000)
    })
    await page.reload()
    const { page: reloaded } = await host.openHost({}, page)
    expect(
      await reloaded.evaluate(() => (window as unknown as HostWindow).tessera.canReconnect()),
    ).toBe(true)
    await reloaded.evaluate(() => {
      const host = window as unknown as HostWindow
      document.getElementById('login')?.addEventListener('click', () => {
        host.outcome = host.tessera.reconnect().then(() => 'reconnected')
      })
    })
    await Promise.all([reloaded.waitForEvent('popup'), reloaded.click('#login')])
    expect(await reloaded.evaluate(() => (window as unknown as HostWindow).outcome)).toBe(
      'reconnected',
    )
    expect(bed.wallet.walletRequests).toContain('/popup/finish?sessionID=session-1')
    await reloaded.close()
  })

  test('I-009: a page the wallet opens off its own origin (an on-ramp) gets no window.opener; one on the wallet origin keeps it', async () => {
    const { page } = await host.loggedInHost()
    const frame = host.walletFrame(page)
    const openOnClick = (url: string) =>
      frame.evaluate((url) => {
        const button = document.createElement('button')
        button.id = 'open-popup'
        button.textContent = 'Open'
        button.addEventListener('click', async () => {
          button.remove()
          const parent = await (window as unknown as WalletWindow).testWallet.parent()
          parent.openPopup?.(url).catch(() => undefined) // settles when the popup closes
        })
        document.body.append(button)
      }, url)
    const openerOf = async (url: string) => {
      await openOnClick(url)
      const [popup] = await Promise.all([page.waitForEvent('popup'), frame.click('#open-popup')])
      await popup.waitForURL(url)
      const hasOpener = await popup.evaluate(() => window.opener !== null)
      await popup.close()
      return hasOpener
    }
    expect(await openerOf(`${bed.wallet.hostUrl}on-ramp`)).toBe(false)
    expect(await openerOf(`${bed.wallet.walletOrigin}/popup/wallet-page`)).toBe(true)
    await page.close()
  })

  test('behavior: EIP-6963 announce on request; window.ethereum only with setWindowProvider', async () => {
    const { page } = await host.openHost({ setWindowProvider: true })
    const found = await page.evaluate(() => {
      const host = window as unknown as HostWindow & { ethereum?: unknown }
      const announced: { info: { rdns: string }; provider: unknown }[] = []
      addEventListener('eip6963:announceProvider', (event) =>
        announced.push((event as CustomEvent).detail),
      )
      dispatchEvent(new Event('eip6963:requestProvider'))
      return {
        rdns: announced.map(({ info }) => info.rdns),
        isSameProvider: announced[0]?.provider === host.tessera.provider,
        isWindowProvider: host.ethereum === host.tessera.provider,
      }
    })
    expect(found).toEqual({ rdns: ['xyz.tessera'], isSameProvider: true, isWindowProvider: true })
    const { page: plain } = await host.openHost()
    expect(await plain.evaluate(() => 'ethereum' in window)).toBe(false)
    await Promise.all([page.close(), plain.close()])
  })
})

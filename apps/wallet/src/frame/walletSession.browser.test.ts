import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../testing/installTestHost.js'
import { startWalletTestbed, type UserInfo, type WalletTestbed } from '../testing/walletTestbed.js'

type HostWindow = { hostLog: { popupStatus: unknown[]; events: [string][] } }

describe('wallet sessions in Chromium: reload, tabs, reconnect, channel checks', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const openPopup = async (page: Page, url: string) => {
    const opened = page.context().waitForEvent('page')
    await page.evaluate((target) => {
      window.open(target, '_blank', 'popup,width=720,height=1200')
    }, url)
    return opened
  }
  const popupStatus = async (page: Page) => {
    await page.waitForFunction(
      () => (window as unknown as HostWindow).hostLog.popupStatus.length > 0,
    )
    return (await hostLog(page)).popupStatus.map(({ data }) => data)
  }

  test('S-055 S-093 S-065: a host reload keeps the login (stashed on page hide), connect once per page', async () => {
    const page = await bed.openHost()
    const { address } = await bed.loginWithOtp(page, 'reload@example.com')
    await page.reload()
    await page.waitForFunction(async () => {
      await (window as unknown as { wallet: Promise<unknown> }).wallet
      return true
    })
    await bed.waitForEvent(page, 'connect')
    expect(await callWallet(page, 'isLoggedIn')).toBe(true)
    expect((await callWallet<UserInfo>(page, 'getUserInfo')).address).toBe(address)
    expect((await hostLog(page)).events.filter(([event]) => event === 'connect')).toHaveLength(1)
  })

  test('M-002 V-011 S-094 I-011: the second local chain added by hand is selected (the host hears chainChanged), and still after a reload (connect)', async () => {
    const page = await bed.openHost(undefined, { appMode: 2, standaloneMode: 1 })
    await bed.loginWithOtp(page, 'add-network@example.com')
    // A standalone host lays the frame out itself.
    await page.evaluate(() => {
      Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, {
        width: '400px',
        height: '700px',
      })
    })
    const second = bed.stack.chains[1]
    if (!second) throw new Error('the stack runs two chains')
    const frame = bed.walletFrame(page)
    await frame.getByRole('button', { name: 'Manage networks' }).click()
    await frame.getByRole('button', { name: 'Add network' }).click()
    const form = frame.getByRole('dialog', { name: 'Add network' })
    await form.getByLabel('Network Name').fill(second.name)
    await form.getByLabel('RPC URL').fill(second.rpcUrl)
    await form.getByLabel('Currency Symbol').fill('ETH')
    await form.getByLabel('Chain ID').fill(`0x${second.id.toString(16)}`)
    await form.getByRole('button', { name: 'Save' }).click()
    await frame.getByText(`Chain ID ${second.id} · Custom · Selected`).waitFor()
    await bed.waitForEvent(page, 'chainChanged')
    expect((await hostLog(page)).events.filter(([event]) => event === 'chainChanged')).toEqual([
      ['chainChanged', { chainId: second.id }],
    ])

    await page.reload()
    await bed.waitForEvent(page, 'connect')
    expect((await hostLog(page)).events.filter(([event]) => event === 'connect')).toEqual([
      ['connect', { chainId: `0x${second.id.toString(16)}` }],
    ])
  })

  test("S-097: #20 the user's theme chosen on Profile holds after a reload, in place of the app's", async () => {
    const page = await bed.openHost()
    await bed.loginWithOtp(page, 'theme@example.com')
    const frame = bed.walletFrame(page)
    const shownTheme = () => frame.locator('.ts-shell').getAttribute('data-theme')
    await frame.getByRole('button', { name: 'Expand wallet' }).click()
    await frame.getByRole('link', { name: 'Profile' }).click()
    const appearance = frame.getByRole('group', { name: 'Appearance' })
    expect(await appearance.getByRole('radio', { name: "App's" }).isChecked()).toBe(true)
    const appTheme = await shownTheme()
    const other = appTheme === 'dark' ? 'Light' : 'Dark'
    await appearance.getByRole('radio', { name: other }).check()
    await expect.poll(shownTheme).toBe(other.toLowerCase())

    await page.reload()
    await bed.waitForEvent(page, 'connect')
    await bed.walletFrame(page).getByRole('button', { name: 'Expand wallet' }).click()
    await expect
      .poll(() => bed.walletFrame(page).locator('.ts-shell').getAttribute('data-theme'))
      .toBe(other.toLowerCase())
  })

  test('S-053: a second tab shares the login (LOGIN_HELP); logout in one logs out both (LOGOUT)', async () => {
    const profile = await bed.newProfile()
    const first = await bed.openHost(profile)
    const { address } = await bed.loginWithOtp(first, 'tabs@example.com')
    const second = await bed.openHost(profile)
    await bed.waitForEvent(second, 'connect')
    expect((await callWallet<UserInfo>(second, 'getUserInfo')).address).toBe(address)

    await callWallet(second, 'logout')
    await bed.waitForEvent(first, 'disconnect')
    expect(await callWallet(first, 'isLoggedIn')).toBe(false)
  })

  test('S-064 V-061 R-008 I-014: the reconnect popup resumes a session the host kept; a wrong id is refused', async () => {
    const profile = await bed.newProfile()
    const first = await bed.openHost(profile)
    const { address } = await bed.loginWithOtp(first, 'reconnect@example.com')
    const [session] = (await hostLog(first)).sessions
    await first.close()

    const page = await bed.openHost(profile)
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    const reconnectUrl = await callWallet<string>(page, 'getReconnectionUrl')
    expect(reconnectUrl).toBe(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/v1/reconnect/`)

    const wrong = await openPopup(page, `${reconnectUrl}?sessionID=not-the-session`)
    await wrong.getByText('Session ID mismatch').waitFor()
    expect(await popupStatus(page)).toEqual([{ status: 'error', error: 'Session ID mismatch' }])
    await wrong.close()

    const right = await openPopup(page, `${reconnectUrl}?sessionID=${session?.[0]}`)
    await right.getByText('You are logged in again').waitFor()
    await bed.waitForEvent(page, 'connect')
    expect((await hostLog(page)).popupStatus.at(-1)?.data).toEqual({ status: 'success' })
    expect((await callWallet<UserInfo>(page, 'getUserInfo')).address).toBe(address)
  })

  test('behavior: malformed calls and calls from a window other than the host are never answered', async () => {
    const page = await bed.openHost()
    const replies = await page.evaluate(async (walletUrl) => {
      const frame = document.querySelector('iframe')?.contentWindow
      if (!frame) throw new Error('no wallet frame')
      const seen: unknown[] = []
      window.addEventListener('message', (event) => {
        if (event.data?.penpal === 'reply') seen.push(event.data.id)
      })
      // From the host itself, but malformed: an unknown method, args that are not a list.
      frame.postMessage({ penpal: 'call', id: 'unknown', methodName: 'nope', args: [] }, walletUrl)
      frame.postMessage(
        { penpal: 'call', id: 'noArgs', methodName: 'isLoggedIn', args: 1 },
        walletUrl,
      )
      // Well formed, but posted by another window of the host page (a nested frame's script).
      const call = { penpal: 'call', id: 'intruder', methodName: 'isLoggedIn', args: [] }
      const intruder = document.createElement('iframe')
      intruder.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(call)}, ${JSON.stringify(walletUrl)})</script>`
      document.body.appendChild(intruder)
      await new Promise((resolve) => intruder.addEventListener('load', resolve))
      // A well-formed call from the host is answered (the control); the first answer of a new
      // frame may wait for the 1 s login-help broadcast.
      frame.postMessage(
        { penpal: 'call', id: 'control', methodName: 'isLoggedIn', args: [] },
        walletUrl,
      )
      const deadline = Date.now() + 5_000
      while (!seen.includes('control') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      await new Promise((resolve) => setTimeout(resolve, 300))
      return seen
    }, bed.stack.walletUrl)
    expect(replies).toEqual(['control'])
  })
})

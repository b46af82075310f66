import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../testing/installTestHost.js'
import { startWalletTestbed, type UserInfo, type WalletTestbed } from '../testing/walletTestbed.js'

describe('the wallet frame in Chromium, host and wallet on different origins', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const openHost: WalletTestbed['openHost'] = (profile) => bed.openHost(profile)
  const waitForEvent = (page: Page, event: string) => bed.waitForEvent(page, event)
  const loginWithOtp = (page: Page, email: string) => bed.loginWithOtp(page, email)

  test('S-058 I-008 R-002: an email code login yields a wallet; the host gets connect, a session id and answers', async () => {
    const page = await openHost()
    // SPEC §2: the frame handles the login and shows nothing of its own meanwhile.
    expect(await bed.walletFrame(page).locator('body').innerText()).toBe('')
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    expect(await callWallet(page, 'getAvailableLogins')).toContain('passwordless')

    const user = await loginWithOtp(page, 'frame-otp@example.com')
    expect(user).toMatchObject({ loginType: 'passwordless', email: 'frame-otp@example.com' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user).not.toHaveProperty('privateKey')
    expect(await callWallet(page, 'isLoggedIn')).toBe(true)

    const log = await hostLog(page)
    expect(log.events.filter(([event]) => event === 'connect')).toEqual([
      ['connect', { chainId: `0x${(31337).toString(16)}` }],
    ])
    const [session] = log.sessions
    expect(session?.[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(session?.[1]).toBeGreaterThan(Date.now() + 23 * 3_600_000)

    // The frame moved to the logged-in shell, which sizes the widget through the core: collapsed
    // (SPEC §4: 40px high, 100px wide, 30px from the side and bottom).
    await bed.walletFrame(page).waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await page.waitForFunction(
      () => (window as unknown as { hostLog: { styles: unknown[] } }).hostLog.styles.length > 0,
    )
    expect((await hostLog(page)).styles[0]).toMatchObject({ height: '40px', width: '100px' })

    await callWallet(page, 'sendRequest', { jsonrpc: '2.0', id: 1, method: 'eth_accounts' })
    await page.waitForFunction(
      () =>
        (window as unknown as { hostLog: { responses: unknown[] } }).hostLog.responses.length > 0,
    )
    expect((await hostLog(page)).responses[0]).toEqual([
      'eth_accounts',
      { jsonrpc: '2.0', id: 1, result: [user.address] },
    ])
  })

  test.each(['v2/init/', 'init/'] as const)(
    'R-003 R-004 R-005 R-030: the frame at /:appId/%s handshakes (no footer) and logs in like v2/login',
    async (framePath) => {
      const page = await bed.openHost(undefined, { framePath })
      expect(bed.walletFrame(page).url()).toContain(`/${bed.stack.demoAppId}/${framePath}`)
      expect(await callWallet(page, 'getAvailableLogins')).toEqual(
        expect.arrayContaining(['passwordless', 'google']),
      )
      const footer = bed.walletFrame(page).getByRole('navigation', { name: 'Wallet sections' })
      expect(await footer.count()).toBe(0)
      // The host can start a social login from here (the popup flow is the S-057 test's)…
      const socialUrl = await callWallet<string>(page, 'initSocialLogin', 'google')
      expect(socialUrl.startsWith(bed.stack.oidcIssuer)).toBe(true)
      // …and a passwordless one, which it finishes.
      const user = await loginWithOtp(page, `frame-${framePath.replace(/\W/g, '')}@example.com`)
      expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await bed.walletFrame(page).waitForURL(`${bed.stack.walletUrl}/loggedin`)
    },
  )

  test('behavior: the same address on a second login and in a second browser profile', async () => {
    const email = 'same-key@example.com'
    const first = await openHost()
    const { address } = await loginWithOtp(first, email)
    await callWallet(first, 'logout')
    await waitForEvent(first, 'disconnect')

    expect((await loginWithOtp(first, email)).address).toBe(address)
    const otherProfile = await openHost()
    expect((await loginWithOtp(otherProfile, email)).address).toBe(address)
  })

  test('error: W-137 X-041 a wrong code is refused, and the right one still works', async () => {
    const page = await openHost()
    const email = 'wrong-code@example.com'
    await fetch(`${bed.stack.mailWebUrl}/api/messages`, { method: 'DELETE' })
    await callWallet(page, 'initOTPLogin', email)
    const otp = await bed.stack.readOtp(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    expect(await callWallet(page, 'completeOTPLogin', wrong)).toEqual({
      rejected: { code: 4100, message: 'Could not verify credentials', data: { code: 'W-137' } },
    })
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    expect(await callWallet(page, 'completeOTPLogin', otp)).toBeUndefined()
    await waitForEvent(page, 'connect')
  })

  test('S-052 S-054: logout clears the login from memory and storage, emits disconnect; requests get 4100', async () => {
    const page = await openHost()
    await loginWithOtp(page, 'logout@example.com')
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    const keysBefore = await frame.evaluate(() => Object.keys(localStorage))
    expect(keysBefore.every((key) => key.startsWith(`${bed.stack.demoAppId}:`))).toBe(true)
    expect(keysBefore).toContain(`${bed.stack.demoAppId}:pk`)

    expect(await callWallet(page, 'logout')).toBeUndefined()
    await waitForEvent(page, 'disconnect')
    await frame.waitForURL(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/v2/login?logout=1`)
    expect(await frame.evaluate(() => Object.keys(localStorage))).toEqual([
      `${bed.stack.demoAppId}:loginCount`,
    ])
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    expect(await callWallet(page, 'getUserInfo')).toMatchObject({ rejected: { code: 4100 } })

    await callWallet(page, 'sendRequest', { jsonrpc: '2.0', id: 'after', method: 'eth_accounts' })
    await page.waitForFunction(() =>
      (
        window as unknown as { hostLog: { responses: [string, { id: unknown }][] } }
      ).hostLog.responses.some(([, response]) => response.id === 'after'),
    )
    const answer = (await hostLog(page)).responses.find(([, response]) => response.id === 'after')
    expect(answer?.[1].error).toMatchObject({ code: 4100, data: { code: 'unauthorized' } })
  })

  test('S-066: after a logout (disconnect) the next login sends connect again', async () => {
    const page = await openHost()
    await loginWithOtp(page, 'again@example.com')
    expect(await callWallet(page, 'logout')).toBeUndefined()
    await waitForEvent(page, 'disconnect')
    await bed
      .walletFrame(page)
      .waitForURL(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/v2/login?logout=1`)
    await loginWithOtp(page, 'again@example.com')
    await bed.waitForEvent(page, 'connect', 2)
    const lifecycle = (await hostLog(page)).events
      .map(([event]) => event)
      .filter((event) => event === 'connect' || event === 'disconnect')
    expect(lifecycle).toEqual(['connect', 'disconnect', 'connect'])
  })

  test('R-024 S-054: in the wallet UI, Profile shows the login, reveals the key of the address, and Log out leaves', async () => {
    const page = await openHost()
    const user = await loginWithOtp(page, 'profile@example.com')
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await frame.getByRole('button', { name: 'Expand wallet' }).click()
    await frame.getByRole('link', { name: 'Profile' }).click()
    const account = frame.getByRole('region', { name: 'Account' })
    await account.getByText('profile@example.com').waitFor()
    expect(await account.innerText()).toContain('Logged in with Email')

    // The key shown is the key of the wallet's address: the one held in memory since login.
    const sheet = frame.getByRole('dialog', { name: 'Export private key' })
    await frame.getByRole('button', { name: 'Export private key' }).click()
    await sheet.getByRole('checkbox').check()
    await sheet.getByRole('button', { name: 'Reveal private key' }).click()
    const key = (await sheet.locator('dd').innerText()).trim()
    expect(privateKeyToAddress(key as Hex)).toBe(user.address)
    await sheet.getByRole('button', { name: 'Done' }).click()

    await frame.getByRole('button', { name: 'Log out' }).click()
    await waitForEvent(page, 'disconnect')
    await frame.waitForURL(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/v2/login?logout=1`)
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
  })

  test('S-057 S-043 R-007 I-013: social login through the local OpenID provider popup, back through /redirect/', async () => {
    const context = await bed.newProfile()
    const page = await openHost(context)
    const url = await callWallet<string>(page, 'initSocialLogin', 'google')
    expect(url.startsWith(bed.stack.oidcIssuer)).toBe(true)

    const popupOpened = context.waitForEvent('page')
    await page.evaluate((target) => {
      window.open(target, '_blank', 'popup,width=720,height=1200')
    }, url)
    const popup = await popupOpened
    await popup.getByRole('button', { name: 'Continue as Alice <alice@example.com>' }).click()
    await popup.waitForURL((current) => current.pathname === `/${bed.stack.demoAppId}/redirect/`)
    await waitForEvent(page, 'connect')
    await page.waitForFunction(
      () =>
        (window as unknown as { hostLog: { popupStatus: unknown[] } }).hostLog.popupStatus.length >
        0,
    )
    expect((await hostLog(page)).popupStatus).toEqual([
      { origin: bed.stack.walletUrl, data: { status: 'success' } },
    ])
    expect(await callWallet<UserInfo>(page, 'getUserInfo')).toMatchObject({
      loginType: 'google',
      email: 'alice@example.com',
    })
  })
})

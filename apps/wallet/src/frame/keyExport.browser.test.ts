import { waitForApprovalInput } from '@tessera/test-utils'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  callWallet,
  type HostResponse,
  responseTo,
  sendRequest,
} from '../testing/installTestHost.js'
import { startWalletTestbed, type UserInfo, type WalletTestbed } from '../testing/walletTestbed.js'

/** Any 32 bytes as hex: what a private key looks like on the wire. */
const keyLike = /[0-9a-f]{64}/i

/**
 * Issue 15 finding 2, as an attacker would try it: NoUI mode and key export are the app
 * operator's settings (admin CLI), never the host page's; a login a frame did not make itself
 * never runs in NoUI; and no key crosses the login-helper broadcast.
 */
describe('NoUI and key export in Chromium: the operator decides, a host page cannot', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const askForKey = async (page: Page, id: string): Promise<HostResponse> => {
    await sendRequest(page, id, '_tessera_getPrivateKey')
    return responseTo(page, id)
  }
  const expectRefused = (response: HostResponse) => {
    expect(response.error).toMatchObject({ code: 4200, data: { code: 'operation_not_supported' } })
    expect(response).not.toHaveProperty('result')
    expect(JSON.stringify(response)).not.toMatch(keyLike)
  }
  /** A personal_sign the user must approve: the wallet shows itself; the user rejects it here. */
  const expectApprovalAsked = async (page: Page, address: string, id: string) => {
    await sendRequest(page, id, 'personal_sign', ['0x68656c6c6f', address])
    await waitForApprovalInput(bed.walletFrame(page))
    await bed.walletFrame(page).getByRole('button', { name: 'Reject' }).click()
    expect((await responseTo(page, id)).error).toMatchObject({ code: 4001 })
  }
  /**
   * Records, inside `page`'s wallet frame, every message on the app's `{appId}_login_helper`
   * channel (BroadcastChannel delivers to every other channel object of the name, this page's
   * own wallet code included).
   */
  const listenToHelperChannel = (page: Page) =>
    bed.walletFrame(page).evaluate((name) => {
      const seen: unknown[] = []
      Object.assign(window, { helperMessages: seen })
      new BroadcastChannel(name).addEventListener('message', (event) => seen.push(event.data))
    }, `${bed.stack.demoAppId}_login_helper`)
  const helperMessages = (page: Page) =>
    bed
      .walletFrame(page)
      .evaluate(() => (window as unknown as { helperMessages: unknown[] }).helperMessages)

  test('behavior: issue 15 finding 2: a second frame a script opens in NoUI after a login on a Full-mode app gets no key, and no key crosses the broadcast', async () => {
    await bed.setWalletPolicy({ noUi: false, keyExport: false })
    const profile = await bed.newProfile()
    const full = await bed.openHost(profile, { appMode: 2 })
    const user = await bed.loginWithOtp(full, 'attack-full@example.com')
    const { loginToken } = await callWallet<UserInfo & { loginToken: string }>(full, 'getUserInfo')
    await listenToHelperChannel(full)

    // The attacker's script, on the app's registered origin, frames the wallet again asking NoUI.
    const attacker = await bed.openHost(profile, { appMode: 0 })
    await bed.waitForEvent(attacker, 'connect')
    expect((await callWallet<UserInfo>(attacker, 'getUserInfo')).address).toBe(user.address)
    expectRefused(await askForKey(attacker, 'steal'))
    // The login it was given asks the user before signing anything.
    await expectApprovalAsked(attacker, user.address, 'sign')

    const messages = await helperMessages(full)
    expect(messages).toEqual([
      { type: 'LOGIN_HELP', id: expect.any(String), address: user.address },
      { type: 'LOGIN_HELP_RESPONSE', id: expect.any(String) },
    ])
    expect(JSON.stringify(messages)).not.toMatch(keyLike)
    expect(JSON.stringify(messages)).not.toContain(loginToken)
  })

  test('behavior: issue 15 finding 2: a host asking NoUI for an app not allowed it gets Widget: approval asked, no key', async () => {
    await bed.setWalletPolicy({ noUi: false, keyExport: false })
    const page = await bed.openHost(undefined, { appMode: 0 })
    const { address } = await bed.loginWithOtp(page, 'noui-refused@example.com')
    expectRefused(await askForKey(page, 'key'))
    await expectApprovalAsked(page, address, 'sign')
  })

  test('behavior: issue 15 finding 2: an app the operator allowed NoUI and key export gets the key in NoUI, for a login made in that frame only', async () => {
    await bed.setWalletPolicy({ noUi: true, keyExport: true })
    const profile = await bed.newProfile()
    const page = await bed.openHost(profile, { appMode: 0 })
    const { address } = await bed.loginWithOtp(page, 'noui-allowed@example.com')
    const exported = await askForKey(page, 'key')
    expect(exported.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAddress(exported.result as Hex)).toBe(address)

    // The same app, but a login this frame did not make: shared by another tab, or restored.
    const second = await bed.openHost(profile, { appMode: 0 })
    await bed.waitForEvent(second, 'connect')
    expectRefused(await askForKey(second, 'shared'))
    await page.reload()
    await bed.waitForEvent(page, 'connect')
    expect(await callWallet(page, 'isLoggedIn')).toBe(true)
    expectRefused(await askForKey(page, 'restored'))
  })

  test('behavior: issue 15 finding 2: NoUI allowed without key export signs without approval but never exports the key', async () => {
    await bed.setWalletPolicy({ noUi: true, keyExport: false })
    const page = await bed.openHost(undefined, { appMode: 0 })
    const { address } = await bed.loginWithOtp(page, 'noui-no-export@example.com')
    await sendRequest(page, 'sign', 'personal_sign', ['0x68656c6c6f', address])
    expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    expectRefused(await askForKey(page, 'key'))
  })
})

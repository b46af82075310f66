import { waitForApprovalInput } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog, responseTo, sendRequest } from '../../testing/installTestHost.js'
import {
  startWalletTestbed,
  type UserInfo,
  type WalletTestbed,
} from '../../testing/walletTestbed.js'

/**
 * EIP-2255 (issue #17): a real host page on the app's registered origin, the real wallet frame
 * and the real engine, in Chromium. The app the user logged in through is connected; Profile's
 * Revoke disconnects it (the host hears accountsChanged []), and wallet_requestPermissions asks
 * the user again in the Connect view.
 */
describe('Connected apps in Chromium (EIP-2255, #17)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** A host in standalone mode 1 (the wallet laid out in it), logged in, its wallet at home. */
  const loggedInHost = async (email: string) => {
    const page = await bed.openHost(undefined, { appMode: 2, standaloneMode: 1 })
    const { address } = await bed.loginWithOtp(page, email)
    await page.evaluate(() => {
      Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, {
        width: '400px',
        height: '640px',
      })
    })
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    const origin = new URL(page.url()).origin
    const ask = async (id: string, method: string, params: unknown[] = []) => {
      await sendRequest(page, id, method, params)
      return responseTo(page, id)
    }
    /** The user revokes the host on Profile, and the host hears it. */
    const revokeInProfile = async () => {
      await frame.getByRole('link', { name: 'Profile' }).click()
      const apps = frame.getByRole('region', { name: 'Connected apps' })
      await apps.getByText(origin, { exact: true }).waitFor()
      await apps.getByRole('button', { name: `Revoke ${origin}` }).click()
      await apps.getByText('No app can see your wallet address.').waitFor()
      await bed.waitForEvent(page, 'accountsChanged')
    }
    /** Sends `method`; the user approves it in the wallet frame once its view takes input. */
    const approved = async (id: string, method: string, params: unknown[] = []) => {
      await sendRequest(page, id, method, params)
      await waitForApprovalInput(frame)
      await frame.getByRole('button', { name: 'Approve', exact: true, disabled: false }).click()
      return responseTo(page, id)
    }
    return { page, frame, address, origin, ask, revokeInProfile, approved }
  }

  test('default: #17 S-068 I-011 EIP-2255 revoke on Profile empties eth_accounts and tells the host; Connect approved gives the address back (each address change is SPEC addressChanged, sent as accountsChanged)', async () => {
    const { page, frame, address, origin, ask, revokeInProfile } = await loggedInHost(
      'connected-apps@example.com',
    )
    const granted = await ask('get', 'wallet_getPermissions')
    expect(granted.result).toEqual([
      {
        invoker: origin,
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
        date: expect.any(Number),
      },
    ])

    await revokeInProfile()
    expect((await hostLog(page)).events.filter(([name]) => name === 'accountsChanged')).toEqual([
      ['accountsChanged', []],
    ])
    expect((await ask('accounts', 'eth_accounts')).result).toEqual([])
    expect((await ask('none', 'wallet_getPermissions')).result).toEqual([])
    expect(await callWallet<UserInfo>(page, 'getUserInfo')).toMatchObject({
      id: '',
      address: '',
      publicKey: '',
      loginToken: '',
    })

    await sendRequest(page, 'connect', 'wallet_requestPermissions', [{ eth_accounts: {} }])
    await frame.getByRole('heading', { name: 'Connect' }).waitFor()
    const details = frame.locator('.ts-approval .ts-details')
    await expect.poll(() => details.innerText()).toContain(`Website\n${origin}`)
    expect(await details.innerText()).toContain(`Account\n${address}`)
    await waitForApprovalInput(frame)
    await frame.getByRole('button', { name: 'Approve', exact: true, disabled: false }).click()
    expect((await responseTo(page, 'connect')).result).toMatchObject([
      { invoker: origin, caveats: [{ value: [address] }] },
    ])
    expect((await ask('again', 'eth_accounts')).result).toEqual([address])
    await bed.waitForEvent(page, 'accountsChanged', 2)
    expect((await hostLog(page)).events.at(-1)).toEqual(['accountsChanged', address])
  })

  test('attack: #17 after Revoke on Profile the host cannot sign (4100, no approval view) until it connects again', async () => {
    const { frame, address, ask, revokeInProfile, approved } = await loggedInHost(
      'revoked-signer@example.com',
    )
    await revokeInProfile()
    const sign = ['0x68656c6c6f', address]
    // Refused at once: a request that had reached an approval would wait for the user.
    expect((await ask('refused', 'personal_sign', sign)).error).toEqual({
      code: 4100,
      message: 'This app is not connected to the wallet: connect it again to use the account',
      data: { code: 'app_not_connected' },
    })
    expect(await frame.locator('.ts-approval').count()).toBe(0)

    expect((await approved('connect', 'eth_requestAccounts')).result).toEqual([address])
    expect((await approved('signed', 'personal_sign', sign)).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('error: #17 a host that claims another page URL is still known by the origin its handshake came from', async () => {
    const claimedUrl = `${bed.stack.walletUrl}/pretend`
    const page = await bed.openHost(undefined, { appMode: 2, standaloneMode: 1, claimedUrl })
    await bed.loginWithOtp(page, 'lying-host@example.com')
    await sendRequest(page, 'get', 'wallet_getPermissions', [])
    const { result } = await responseTo(page, 'get')
    expect(result).toMatchObject([{ invoker: new URL(page.url()).origin }])
  })
})

import type { Frame, Page } from 'playwright-core'
import { type Hex, hexToBytes, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, responseTo, sendRequest } from '../testing/installTestHost.js'
import { readWalletStorage } from '../testing/readWalletStorage.js'
import { startWalletTestbed, type UserInfo, type WalletTestbed } from '../testing/walletTestbed.js'

/** The ways a key or a token could be written down: hex, base64, byte lists, JWT segments. */
function secretForms(privateKey: Hex, loginToken: string): string[] {
  const bytes = hexToBytes(privateKey)
  const base64 = Buffer.from(bytes).toString('base64')
  return [
    privateKey.slice(2).toLowerCase(),
    privateKey.slice(2).toUpperCase(),
    base64.replace(/=+$/, ''),
    Buffer.from(bytes).toString('base64url'),
    [...bytes].join(','),
    [...bytes]
      .slice(0, 8)
      .map((byte, i) => `"${i}":${byte}`)
      .join(','),
    loginToken,
    ...loginToken.split('.').filter((segment) => segment.length >= 16),
  ]
}

/**
 * Issue 15 finding 3 in Chromium, on the whole stack: after a login, no storage area of the wallet
 * origin (in the host's partition) holds the private key or the login token in any form; what is
 * stored still restores the session after a reload; expired entries are removed at boot.
 */
describe('the key at rest in Chromium: sealed by a non-extractable key, never in the clear', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
    // The test learns the key the way an app allowed it would (docs/security.md).
    await bed.setWalletPolicy({ noUi: true, keyExport: true })
  })
  afterAll(() => bed?.stop())

  /**
   * Moves the host's wallet iframe to a plain document of the wallet origin: the wallet page
   * hides (SPEC §4: it stashes the login) and the new document reads the same storage partition.
   */
  const leaveWallet = async (page: Page): Promise<Frame> => {
    const configUrl = `${bed.stack.walletUrl}/wallet-config.json`
    await page.evaluate((url) => {
      const iframe = document.querySelector('iframe')
      if (!iframe) throw new Error('no wallet frame')
      iframe.src = url
    }, configUrl)
    await expect.poll(() => page.frames().some((frame) => frame.url() === configUrl)).toBe(true)
    const frame = page.frames().find((candidate) => candidate.url() === configUrl)
    if (!frame) throw new Error('the wallet frame did not move')
    await frame.waitForLoadState()
    return frame
  }
  const storageKey = (name: string) => `${bed.stack.demoAppId}:${name}`

  test('behavior: issue 15 finding 3: no storage area holds the key or the login token; a reload still restores the login', async () => {
    const profile = await bed.newProfile()
    const page = await bed.openHost(profile, { appMode: 0 })
    const { address } = await bed.loginWithOtp(page, 'at-rest@example.com')
    const { loginToken } = await callWallet<UserInfo & { loginToken: string }>(page, 'getUserInfo')
    await sendRequest(page, 'key', '_tessera_getPrivateKey')
    const privateKey = (await responseTo(page, 'key')).result as Hex
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    const forms = secretForms(privateKey, loginToken)
    const expectNoSecret = (entries: readonly string[]) => {
      const text = entries.join('\n')
      for (const form of forms)
        expect(text.includes(form), `storage holds ${form.length} chars of a secret`).toBe(false)
    }

    // While the wallet runs: the login is cached (sealed) for a day.
    const walletFrame = bed.walletFrame(page)
    await expect
      .poll(() => walletFrame.evaluate((key) => localStorage.getItem(key), storageKey('pk')))
      .not.toBeNull()
    const running = await readWalletStorage(walletFrame)
    expectNoSecret(running.entries)

    // After the wallet page hid: the stash is there too, sealed.
    const left = await leaveWallet(page)
    const hidden = await readWalletStorage(left)
    expect(hidden.entries.some((entry) => entry.includes(storageKey('userInfo')))).toBe(true)
    expectNoSecret(hidden.entries)
    // The one key that opens them is in IndexedDB, and no script can read its bytes.
    expect(hidden.cryptoKeys).toEqual([
      {
        where: `indexedDB tessera-vault/keys/${bed.stack.demoAppId}`,
        algorithm: 'AES-GCM',
        extractable: false,
        isExported: false,
      },
    ])

    // A reload restores the login from the stash, and it signs (after the user's approval: a
    // restored login never runs in NoUI).
    await page.reload()
    await bed.waitForEvent(page, 'connect')
    expect((await callWallet<UserInfo>(page, 'getUserInfo')).address).toBe(address)
    await sendRequest(page, 'sign', 'personal_sign', ['0x68656c6c6f', address])
    await bed.walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    const signature = (await responseTo(page, 'sign')).result as Hex
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature })).toBe(true)
    expectNoSecret((await readWalletStorage(bed.walletFrame(page))).entries)
  })

  test('behavior: issue 15 finding 3: expired entries and a login stored in the clear are gone after boot', async () => {
    const profile = await bed.newProfile()
    const page = await bed.openHost(profile)
    const left = await leaveWallet(page)
    const past = Date.now() - 1_000
    await left.evaluate(
      ({ keys, past }) => {
        localStorage.setItem(keys.pk, JSON.stringify({ v: { iv: 'AAAA', data: 'AAAA' }, e: past }))
        localStorage.setItem(keys.mfaSkipUntil, JSON.stringify({ v: 3, e: past }))
        localStorage.setItem(keys.loginCount, JSON.stringify({ v: 2 }))
        // An older wallet's stash: a login in the clear, not yet expired.
        sessionStorage.setItem(
          keys.userInfo,
          JSON.stringify({ v: { privateKey: `0x${'5e'.repeat(32)}` }, e: past + 3_600_000 }),
        )
      },
      {
        past,
        keys: {
          pk: storageKey('pk'),
          mfaSkipUntil: storageKey('mfaSkipUntil'),
          loginCount: storageKey('loginCount'),
          userInfo: storageKey('userInfo'),
        },
      },
    )
    await page.reload()
    await page.waitForFunction(async () => {
      await (window as unknown as { wallet: Promise<unknown> }).wallet
      return true
    })
    const stored = await bed
      .walletFrame(page)
      .evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
    expect(stored).toEqual([storageKey('loginCount')])
  })
})

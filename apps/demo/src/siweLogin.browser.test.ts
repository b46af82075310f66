import type { Page } from 'playwright-core'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { clickAndRead, connectedAddress, openDemoPage, waitUntilReady } from './testing/demoPage.js'
import { useStackInChromium } from './testing/useStackInChromium.js'

const foxIcon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

/**
 * Gives `page` an injected wallet "Fox" announced under EIP-6963, as a browser extension would:
 * `account` (a viem local account, in Node) really signs; its user declines when `declines`.
 * It answers its account in lower case, as some wallets do.
 */
async function injectWallet(page: Page, account: PrivateKeyAccount, declines = false) {
  await page.exposeFunction('foxSign', (data: `0x${string}`) =>
    account.signMessage({ message: { raw: data } }),
  )
  await page.evaluate(
    ({ address, declines, icon }) => {
      const sign = (window as unknown as { foxSign: (data: string) => Promise<string> }).foxSign
      const answers: Record<string, (params: unknown[]) => Promise<unknown>> = {
        eth_requestAccounts: async () => [address],
        eth_chainId: async () => '0x7a69',
        personal_sign: ([data]) =>
          declines
            ? Promise.reject({ code: 4001, message: 'User rejected the request.' })
            : sign(data as string),
      }
      const provider = {
        request: ({ method, params = [] }: { method: string; params?: unknown[] }) =>
          answers[method]?.(params) ??
          Promise.reject({ code: 4200, message: 'Unsupported method' }),
      }
      const detail = {
        info: { uuid: crypto.randomUUID(), name: 'Fox', icon, rdns: 'test.fox' },
        provider,
      }
      const announce = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    { address: account.address.toLowerCase(), declines, icon: foxIcon },
  )
}

/**
 * Sign-In with Ethereum from the SDK's login modal (`connect()`, the demo's "Login modal"
 * button) against the whole local stack: the page's injected wallet signs the message the
 * wallet frame wrote for its one-time login key (#19).
 */
describe('#19 SIWE Sign-In with Ethereum in the login modal, end to end in Chromium', () => {
  const suite = useStackInChromium()

  /** The demo page, ready, with the injected wallet "Fox" of `account`. */
  async function openWithFox(account: PrivateKeyAccount, declines = false) {
    const { page, errors } = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(page)
    await injectWallet(page, account, declines)
    const dialog = page.getByRole('dialog', { name: 'Log in to Tessera Demo' })
    return { page, errors, fox: dialog.getByRole('button', { name: 'Sign in with Fox' }), dialog }
  }

  test('default: #19 SIWE "Sign in with Fox" logs in, connect() resolves with a Tessera address; the same injected account gets the same address again', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const addresses: string[] = []
    for (let login = 0; login < 2; login++) {
      const { page, errors, fox } = await openWithFox(account)
      const connected = await clickAndRead(page, 'login-connect', 'connect', () => fox.click())
      expect(connected).toMatchObject({ outcome: 'ok' })
      addresses.push(await connectedAddress(page))
      expect(errors).toEqual([])
      await page.context().close()
    }
    expect(addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(addresses[0]?.toLowerCase()).not.toBe(account.address.toLowerCase())
    expect(addresses[1]).toBe(addresses[0])
  })

  test('error: #19 SIWE the user declining in the injected wallet is said in place; the modal stays, nobody is logged in', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { page, dialog, fox } = await openWithFox(account, true)
    await page.getByTestId('login-connect').click()
    await fox.click()
    await dialog.getByRole('alert').getByText('The sign-in was declined in Fox.').waitFor()
    expect(await dialog.isVisible()).toBe(true)
    expect(await page.getByTestId('status-address').getAttribute('data-address')).toBe('')
    await page.context().close()
  })
})

import { join } from 'node:path'
import type { Tessera } from '@tessera/sdk'
import { testWalletInChromium } from '@tessera/sdk/testing'
import type * as wagmi from '@wagmi/core'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

/** What the test app puts on `window`: the wagmi config with the Tessera connector, and actions. */
type WagmiWindow = Window & {
  wagmiTest: Pick<
    typeof wagmi,
    'connect' | 'disconnect' | 'getAccount' | 'getConnectors' | 'signMessage' | 'switchChain'
  > & { config: wagmi.Config; instance: Tessera }
}

const bed = testWalletInChromium({ hostApp: join(import.meta.dirname, 'testing/wagmiApp.ts') })

async function openApp(): Promise<Page> {
  const page = await bed.browser.newPage()
  await page.goto(`${bed.wallet.hostUrl}?walletUrl=${encodeURIComponent(bed.wallet.walletOrigin)}`)
  return page
}

/** Logs in through the SDK, then connects wagmi with the Tessera connector. */
const connectWagmi = (page: Page) =>
  page.evaluate(async () => {
    const { wagmiTest } = window as unknown as WagmiWindow
    await wagmiTest.instance.loginWithCustomProvider({ token: 'jwt', userID: 'u', provider: 'p' })
    const connector = wagmiTest.getConnectors(wagmiTest.config).find(({ id }) => id === 'tessera')
    if (!connector) throw new Error('no tessera connector')
    const { accounts, chainId } = await wagmiTest.connect(wagmiTest.config, { connector })
    return { accounts, chainId, status: wagmiTest.getAccount(wagmiTest.config).status }
  })

describe('tessera() connector with real @wagmi/core and viem in Chromium', () => {
  test('default: connect gives the account and chain; disconnect logs out', async () => {
    const page = await openApp()
    expect(await connectWagmi(page)).toEqual({
      accounts: [bed.wallet.address],
      chainId: 31337,
      status: 'connected',
    })
    const after = await page.evaluate(async () => {
      const { wagmiTest } = window as unknown as WagmiWindow
      await wagmiTest.disconnect(wagmiTest.config)
      return {
        status: wagmiTest.getAccount(wagmiTest.config).status,
        isLoggedIn: await wagmiTest.instance.isLoggedIn(),
      }
    })
    expect(after).toEqual({ status: 'disconnected', isLoggedIn: false })
    await page.close()
  })

  test('X-001: a rejected signMessage is viem UserRejectedRequestError (4001)', async () => {
    const page = await openApp()
    await connectWagmi(page)
    const error = await page.evaluate(async () => {
      const { wagmiTest } = window as unknown as WagmiWindow
      return wagmiTest.signMessage(wagmiTest.config, { message: 'hello' }).then(
        () => undefined,
        (caught: { name: string; code?: number }) => ({ name: caught.name, code: caught.code }),
      )
    })
    expect(error).toEqual({ name: 'UserRejectedRequestError', code: 4001 })
    await page.close()
  })

  test('X-003: switchChain to a chain the wallet lacks (4902) adds it, and wagmi follows', async () => {
    const page = await openApp()
    await connectWagmi(page)
    const chainId = await page.evaluate(async () => {
      const { wagmiTest } = window as unknown as WagmiWindow
      await wagmiTest.switchChain(wagmiTest.config, { chainId: 31338 })
      return wagmiTest.getAccount(wagmiTest.config).chainId
    })
    expect(chainId).toBe(31338)
    await page.close()
  })

  test('behavior: wagmi discovers Tessera by EIP-6963 and keeps the connector, without a duplicate', async () => {
    const page = await openApp()
    const connectors = await page.evaluate(() => {
      const { wagmiTest } = window as unknown as WagmiWindow
      return wagmiTest.getConnectors(wagmiTest.config).map(({ id, rdns }) => ({ id, rdns }))
    })
    expect(connectors).toEqual([{ id: 'tessera', rdns: 'xyz.tessera' }])
    await page.close()
  })
})

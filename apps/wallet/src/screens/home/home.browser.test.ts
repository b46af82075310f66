import type { NetworkId } from '@tessera/engine'
import { launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FakeEngine } from '../testing/createFakeEngine.js'
import { walletAddress } from '../testing/fixtures.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'
import { userAgents } from '../testing/userAgents.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('home', () => {
  test('H-001, H-002, X-057: copy puts the full address on the clipboard with a success toast', async () => {
    const tab = await openScreens(browser, {})
    await tab.getByRole('button', { name: 'Copy wallet address' }).click()
    await expect.poll(() => tab.evaluate(() => navigator.clipboard.readText())).toBe(walletAddress)
    await tab.getByRole('status').filter({ hasText: 'wallet address copied' }).waitFor()
    await tab.context().close()
  })

  test('H-003, X-029: a refused clipboard shows W-125', async () => {
    const tab = await openScreens(browser, {})
    await tab.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await tab.getByRole('button', { name: 'Copy wallet address' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Copying the wallet address failed' }).waitFor()
    await tab.context().close()
  })

  test('H-007, H-009, H-010, K-005: Total Balance: to 9 decimals with fiat in brackets on mainnet', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:1' })
    await tab.getByText('Total Balance:').waitFor()
    await expect
      .poll(() => tab.locator('.ts-balanceCard__amount').textContent())
      .toBe('1.234567891 ETH ($2469.14)')
    await tab.context().close()
  })

  test('H-011, R-034: a test network hides fiat and shows the testing-only banner', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:31337' })
    await tab.getByText('This network is meant for testing only.').waitFor()
    await expect
      .poll(() => tab.locator('.ts-balanceCard__amount').textContent())
      .toBe('1.234567891 ETH')
    await tab.context().close()
  })

  test("K-014: on the product's own network the native coin is shown as XAR", async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:40404' })
    await expect
      .poll(() => tab.locator('.ts-balanceCard__amount').textContent())
      .toBe('1.234567891 XAR')
    await tab.context().close()
  })

  test('R-035, H-011: switching network with the selector follows the banner and fiat rules', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:1' })
    // Mainnet settled first (its fiat shows), so the missing banner is not a page still loading.
    await tab.getByText('($2469.14)').waitFor()
    expect(await tab.getByText('This network is meant for testing only.').count()).toBe(0)
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet' })
    await tab.getByText('This network is meant for testing only.').waitFor()
    await expect.poll(() => tab.getByText('($2469.14)').count()).toBe(0)
    await expect
      .poll(() => readHarness<NetworkId[]>(tab, 'engine.balanceReads'))
      .toEqual(['eip155:1', 'eip155:31337'])
    await tab.context().close()
  })

  test('H-018, H-019, K-004: native first, then tokens, each with name, 4 decimals and symbol', async () => {
    const tab = await openScreens(browser, {})
    const rows = tab.locator('.ts-assets__row')
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual(['E\nEther\n1.2345 ETH', 'U\nUniswap\n42.1234 UNI', 'U\nUSD Coin\n1500.25 USDC'])
    await tab.context().close()
  })

  test("H-020: without tokens the list says 'No tokens added'", async () => {
    const tab = await openScreens(browser, { hasTokens: false })
    await tab.getByText('No tokens added').waitFor()
    await tab.context().close()
  })

  test("H-021, H-014: 'New Asset' opens Add Token and Send opens SendTokens", async () => {
    const tab = await openScreens(browser, {})
    await tab.getByRole('button', { name: 'New Asset' }).click()
    await expectLocation(tab, '/loggedin/addToken')
    await tab.getByRole('link', { name: 'Tokens' }).click()
    await tab.getByRole('button', { name: 'Send' }).click()
    await expectLocation(tab, '/loggedin/tokens/send')
    await tab.context().close()
  })

  test('H-015, H-017: without on-ramp data Buy and Sell are disabled with a reason', async () => {
    const tab = await openScreens(browser, { onRamps: undefined })
    const buy = tab.getByRole('button', { name: 'Buy' })
    expect(await buy.isDisabled()).toBe(true)
    expect(await buy.getAttribute('aria-describedby')).toBe('ts-buy-reason')
    await tab.getByText('Buying is not available on this network yet.').waitFor()
    expect(await tab.getByRole('button', { name: 'Sell' }).isDisabled()).toBe(true)
    await tab.context().close()
  })

  test('H-016, H-017: on-ramp support enables Buy and Sell independently', async () => {
    const tab = await openScreens(browser, { onRamps: { canBuy: true, canSell: false } })
    expect(await tab.getByRole('button', { name: 'Sell' }).isDisabled()).toBe(true)
    await tab.getByRole('button', { name: 'Buy' }).click()
    await tab.getByRole('dialog', { name: 'Buy Crypto' }).waitFor()
    await tab.context().close()
  })

  test('H-013: Refresh reads the balances again', async () => {
    const tab = await openScreens(browser, {})
    await expect.poll(() => readHarness<NetworkId[]>(tab, 'engine.balanceReads')).toHaveLength(1)
    await tab.getByRole('button', { name: 'Refresh balance' }).click()
    await expect
      .poll(() => readHarness<NetworkId[]>(tab, 'engine.balanceReads'))
      .toEqual(['eip155:1', 'eip155:1'])
    await tab.context().close()
  })

  test("H-024: 'Enhance your wallet security' leads to MFARequired", async () => {
    const tab = await openScreens(browser, { isNagShown: true })
    await tab.getByRole('button', { name: 'Enhance your wallet security' }).click()
    await expectLocation(tab, '/loggedin/mfa/required')
    await tab.context().close()
  })

  test('H-025, P-028: the banner close icon skips the nag and the banner disappears', async () => {
    const tab = await openScreens(browser, { isNagShown: true })
    await tab.getByRole('button', { name: 'Skip for now' }).click()
    await tab.getByText('Enhance your wallet security').waitFor({ state: 'detached' })
    await expect.poll(() => readHarness(tab, 'nagSkips')).toBe(1)
    await tab.context().close()
  })

  test('#16: with MFA on in Safari, home notes the 7-day storage purge until dismissed; not in Chromium or without MFA', async () => {
    const note = /Safari may delete this wallet's data on this device after 7 days without a visit/
    const safari = { userAgent: userAgents.macSafari }
    const tab = await openScreens(browser, { hasMfa: true }, safari)
    await tab.getByRole('note').filter({ hasText: note }).waitFor()
    await tab.getByRole('button', { name: 'Dismiss' }).click()
    await tab.getByText(note).waitFor({ state: 'detached' })
    await tab.context().close()
    for (const [scenario, options] of [
      [{ hasMfa: true }, {}],
      [{ hasMfa: false }, safari],
    ] as const) {
      const other = await openScreens(browser, scenario, options)
      await other.locator('.ts-balanceCard').waitFor()
      expect(await other.getByText(note).count()).toBe(0)
      await other.context().close()
    }
  })

  test('X-070: a failed balance read is logged only: no message, the last balance stays', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:31337' })
    const amount = tab.locator('.ts-balanceCard__amount')
    await expect.poll(() => amount.textContent()).toBe('1.234567891 ETH')
    // From here: every alert or status the page shows is recorded; the node fails the next read,
    // then answers 2 ETH.
    await tab.evaluate(() => {
      const page = window as unknown as {
        screensHarness: { engine: FakeEngine }
        announced: string[]
      }
      page.announced = []
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role=alert], [role=status]')) {
          page.announced.push(node.textContent ?? '')
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
      const { balances } = page.screensHarness.engine
      const read = balances.read
      let isNodeDown = true
      Object.assign(balances, {
        read: async (networkId: NetworkId) => {
          if (isNodeDown) {
            isNodeDown = false
            throw new Error('node unreachable')
          }
          const assets = await read(networkId)
          return assets.map((asset) =>
            asset.address === 'native' ? { ...asset, balance: 2n * 10n ** 18n } : asset,
          )
        },
      })
    })
    const refresh = tab.getByRole('button', { name: 'Refresh balance' })
    await refresh.click()
    await expect
      .poll(() => readHarness<string[]>(tab, 'silentErrors'))
      .toEqual(['Error: node unreachable'])
    expect(await amount.textContent()).toBe('1.234567891 ETH')
    // The next read renders after anything the failure would have shown.
    await refresh.click()
    await expect.poll(() => amount.textContent()).toBe('2 ETH')
    expect(await tab.evaluate('window.announced')).toEqual([])
    await tab.context().close()
  })

  test('H-006: without gasless configured home has no address-type dropdown', async () => {
    const tab = await openScreens(browser, {})
    await tab.getByText('($2469.14)').waitFor()
    // The network selector is the only dropdown.
    expect(await tab.getByRole('combobox').count()).toBe(1)
    expect(await tab.getByRole('combobox', { name: 'Network', exact: true }).count()).toBe(1)
    expect(
      await tab.getByText(/Externally Owned Address|Smart Contract Wallet Address/).count(),
    ).toBe(0)
    await tab.context().close()
  })

  test("H-023: the 'Powered by' footer is shown", async () => {
    const tab = await openScreens(browser, {})
    await tab.getByText('Powered by').waitFor()
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: home passes axe in ${theme} at 360px and full page; screenshots saved`, async () => {
      for (const [mode, viewport] of [
        ['widget', { width: 360, height: 720 }],
        ['full', { width: 1280, height: 800 }],
      ] as const) {
        const tab = await openScreens(
          browser,
          { theme, networkId: 'eip155:31337', isNagShown: true, appMode: 'full' },
          { viewport },
        )
        await tab.locator('.ts-assets__row').first().waitFor()
        expect(await axeViolations(tab)).toEqual([])
        await saveScreenshot(tab, `home-${mode}-${theme}`)
        await tab.context().close()
      }
    })
  }
})

import type { NetworkId } from '@tessera/engine'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type FakeOnRamps,
  fakeOnRampConfig,
  fakeSellRedirectUrl,
  fakeUserEmail,
} from '../testing/createFakeScreenData.js'
import { walletAddress } from '../testing/fixtures.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const cardOnly: FakeOnRamps = { canBuy: true, canSell: true }

/** Home on `networkId` with the given on-ramps; the providers' hosts answer with an empty page. */
async function openHome(
  networkId: NetworkId,
  onRamps: FakeOnRamps,
  theme: 'light' | 'dark' = 'light',
) {
  const tab = await openScreens(browser, { networkId, onRamps, theme })
  await tab
    .context()
    .route(/^https:\/\/(global-stg\.transak|onramp)\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>provider</title>' }),
    )
  return tab
}

/** Chooses `provider` and proceeds; returns the query of the tab that opened. */
async function proceedWith(tab: Page, provider: string) {
  const sheet = tab.getByRole('dialog')
  await sheet.getByRole('radio', { name: provider }).check()
  const opened = tab.context().waitForEvent('page')
  await sheet.getByRole('button', { name: 'Proceed' }).click()
  const page = await opened
  await page.waitForLoadState()
  const url = new URL(page.url())
  return {
    page,
    origin: `${url.origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
  }
}

/** How long the sheet shows 'Processing...', measured in the page from its first to its last frame. */
function measureProcessing(tab: Page): Promise<number> {
  return tab.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt: number | undefined
        new MutationObserver((_, observer) => {
          const isShown = document.body.innerText.includes('Processing...')
          if (isShown && shownAt === undefined) shownAt = performance.now()
          if (!isShown && shownAt !== undefined) {
            observer.disconnect()
            resolve(performance.now() - shownAt)
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
  )
}

describe('on-ramp sheets', () => {
  test("M-009, M-010, M-011: Buy shows 'Select Provider', a radio for Transak, the auto-fill notice; Proceed waits for a choice", async () => {
    const tab = await openHome('eip155:1', cardOnly)
    await tab.getByRole('button', { name: 'Buy' }).click()
    const sheet = tab.getByRole('dialog', { name: 'Buy Crypto' })
    await sheet.getByRole('group', { name: 'Select Provider' }).waitFor()
    expect(await sheet.getByRole('radio').count()).toBe(1)
    const transak = sheet.getByRole('radio', { name: 'Transak' })
    expect(await transak.isChecked()).toBe(false)
    await sheet
      .getByRole('note')
      .filter({ hasText: 'Your wallet address will be auto-filled' })
      .waitFor()
    const proceed = sheet.getByRole('button', { name: 'Proceed' })
    expect(await proceed.isDisabled()).toBe(true)
    await transak.check()
    expect(await proceed.isEnabled()).toBe(true)
    await tab.context().close()
  })

  test("M-012, M-015, O-003, O-007: Proceed opens the card widget in a new tab, shows 'processing' for 1500 ms, then the buy texts", async () => {
    const tab = await openHome('eip155:1', cardOnly)
    await tab.getByRole('button', { name: 'Buy' }).click()
    const shownMs = measureProcessing(tab)
    const { page, origin, query } = await proceedWith(tab, 'Transak')
    expect(origin).toBe(fakeOnRampConfig.widgetUrl)
    expect(query).toEqual({
      apiKey: fakeOnRampConfig.apiKey,
      walletAddress,
      email: fakeUserEmail,
      network: 'ethereum',
      themeColor: '2750c9',
    })
    // noopener: the provider's page cannot reach the wallet.
    expect(await page.evaluate(() => window.opener)).toBeNull()
    const sheet = tab.getByRole('dialog', { name: 'Buy Crypto' })
    // Read by a MutationObserver at both ends: a busy machine delays either reading by a frame.
    expect(await shownMs).toBeGreaterThanOrEqual(1_400)
    expect(await shownMs).toBeLessThan(3_000)
    await sheet.getByText('You selected Transak').waitFor()
    await sheet.getByText('Your buy transaction is in progress in another browser tab...').waitFor()
    expect(await sheet.getByText('Processing...').count()).toBe(0)
    await tab.context().close()
  })

  test('M-013, M-014, O-004: Sell runs the same flow with sell wording; the widget gets the sell fields', async () => {
    const tab = await openHome('eip155:31337', cardOnly)
    await tab.getByRole('button', { name: 'Sell' }).click()
    const sheet = tab.getByRole('dialog', { name: 'Sell Crypto' })
    await sheet.getByRole('group', { name: 'Select Provider' }).waitFor()
    await sheet.getByRole('note').filter({ hasText: 'auto-filled' }).waitFor()
    expect(await sheet.getByRole('button', { name: 'Proceed' }).isDisabled()).toBe(true)
    const { query } = await proceedWith(tab, 'Transak')
    expect(query).toEqual({
      apiKey: fakeOnRampConfig.apiKey,
      walletAddress,
      email: fakeUserEmail,
      network: 'tessera_local',
      themeColor: '2750c9',
      productsAvailed: 'SELL',
      walletRedirection: 'true',
      redirectURL: fakeSellRedirectUrl,
      partnerCustomerId: walletAddress,
    })
    await sheet.getByText('You selected Transak').waitFor()
    await sheet
      .getByText('Your sell transaction is in progress in another browser tab...')
      .waitFor()
    await tab.context().close()
  })

  test('H-016, O-006: where the second on-ramp serves the chain, Buy offers it too and opens its page', async () => {
    const tab = await openHome('eip155:1', { ...cardOnly, hasSecondOnRamp: true })
    await tab.getByRole('button', { name: 'Buy' }).click()
    const sheet = tab.getByRole('dialog', { name: 'Buy Crypto' })
    expect(await sheet.locator('.ts-onRamp__provider').allInnerTexts()).toEqual([
      'Transak',
      'Onramp.money',
    ])
    const { origin, query } = await proceedWith(tab, 'Onramp.money')
    expect(origin).toBe('https://onramp.test/main/buy/')
    expect(query).toEqual({ appId: '1', network: 'erc20', coinCode: 'eth', walletAddress })
    await sheet.getByText('You selected Onramp.money').waitFor()
    await tab.context().close()
  })

  test('H-015, H-017, O-002: a chain neither on-ramp serves keeps Buy and Sell disabled', async () => {
    const tab = await openHome('eip155:31338', { ...cardOnly, hasSecondOnRamp: true })
    await tab.getByText('Buying is not available on this network yet.').waitFor()
    expect(await tab.getByRole('button', { name: 'Buy' }).isDisabled()).toBe(true)
    expect(await tab.getByRole('button', { name: 'Sell' }).isDisabled()).toBe(true)
    await tab.context().close()
  })

  test('behavior: closing the sheet and opening it again starts from the choice', async () => {
    const tab = await openHome('eip155:1', cardOnly)
    await tab.getByRole('button', { name: 'Buy' }).click()
    await proceedWith(tab, 'Transak')
    await tab.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await tab.getByRole('dialog').waitFor({ state: 'hidden' })
    await tab.getByRole('button', { name: 'Buy' }).click()
    const sheet = tab.getByRole('dialog', { name: 'Buy Crypto' })
    expect(await sheet.getByRole('radio', { name: 'Transak' }).isChecked()).toBe(false)
    expect(await sheet.getByRole('button', { name: 'Proceed' }).isDisabled()).toBe(true)
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: the Buy sheet passes axe in ${theme}, choosing and after proceeding; screenshots saved`, async () => {
      const tab = await openHome('eip155:1', { ...cardOnly, hasSecondOnRamp: true }, theme)
      await tab.getByRole('button', { name: 'Buy' }).click()
      await tab.getByRole('dialog').getByRole('radio', { name: 'Transak' }).check()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `onramp-buy-${theme}`)
      await proceedWith(tab, 'Transak')
      await tab.getByRole('dialog').getByText('You selected Transak').waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `onramp-buy-started-${theme}`)
      await tab.context().close()
    })
  }
})

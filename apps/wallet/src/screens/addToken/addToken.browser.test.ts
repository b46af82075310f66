import type { NetworkId } from '@tessera/engine'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainTokens, mainnetTokenAddress, walletAddress } from '../testing/fixtures.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const [tusd, tile, multiToken] = Object.keys(chainTokens) as [string, string, string]
const mainnet: NetworkId = 'eip155:1'
const devnet: NetworkId = 'eip155:31337'

const openAddToken = (networkId: NetworkId) =>
  openScreens(browser, { path: '/loggedin/addToken', networkId, hasTokens: false })
const field = (tab: Page, label: string) => tab.getByLabel(label, { exact: true })
const address = (tab: Page) => field(tab, 'Token Contract Address')
const symbol = (tab: Page) => field(tab, 'Token Symbol')
const decimals = (tab: Page) => field(tab, 'Token Decimal')
const save = (tab: Page) => tab.getByRole('button', { name: 'Save' })
const alert = (tab: Page, text: string) => tab.getByRole('alert').filter({ hasText: text })

/** Saves the form and waits for home with the success toast (SPEC §8). */
async function expectAdded(tab: Page, row: string) {
  await tab.getByRole('status').filter({ hasText: 'token added successfully' }).waitFor()
  await expectLocation(tab, '/loggedin')
  await expect.poll(() => tab.locator('.ts-assets__row').allInnerTexts()).toContain(row)
}

describe('add token', () => {
  test('R-025, T-001, T-002, T-003: on mainnet a picker searches the catalogue by name or symbol', async () => {
    const tab = await openAddToken(mainnet)
    await tab.getByRole('heading', { name: 'Add Token' }).waitFor()
    const search = tab.getByRole('searchbox', { name: 'Search tokens' })
    const tokens = tab.getByRole('list', { name: 'Tokens' }).getByRole('button')
    await tokens.first().waitFor()
    await expect.poll(() => tokens.count()).toBeGreaterThan(100)
    await search.fill('stablecoin')
    await expect.poll(() => tokens.allInnerTexts()).toContain('Dai Stablecoin\nDAI')
    expect(await tokens.allInnerTexts()).not.toContain('Uniswap\nUNI')
    await search.fill(' uni ')
    await expect.poll(() => tokens.allInnerTexts()).toContain('Uniswap\nUNI')
    await search.fill('no such token')
    await tab.getByText('No token matches your search.').waitFor()
    expect(await address(tab).count()).toBe(0)
    await tab.context().close()
  })

  test("T-005, T-017, X-058, T-013, X-046, X-059: choosing a token adds it to home's list; choosing it again says 'Token already added'", async () => {
    const tab = await openAddToken(mainnet)
    await tab.getByRole('searchbox', { name: 'Search tokens' }).fill('DAI')
    await tab.getByRole('button', { name: 'Dai Stablecoin DAI' }).click()
    await expectAdded(tab, 'Dai Stablecoin\n7 DAI')
    expect(await tab.locator('.ts-assets__row img').last().getAttribute('src')).toBe(
      '/assets/token-logos/DAI.svg',
    )
    await tab.getByRole('button', { name: 'New Asset' }).click()
    await tab.getByRole('searchbox', { name: 'Search tokens' }).fill('DAI')
    await tab.getByRole('button', { name: 'Dai Stablecoin DAI' }).click()
    await alert(tab, 'Token already added').waitFor()
    await expectLocation(tab, '/loggedin/addToken')
    await tab.context().close()
  })

  test("T-004: on mainnet the 'Add Custom Token' toggle switches to the custom form and back", async () => {
    const tab = await openAddToken(mainnet)
    const toggle = tab.getByRole('switch', { name: 'Add Custom Token' })
    await toggle.click()
    await address(tab).waitFor()
    expect(await tab.getByRole('searchbox').count()).toBe(0)
    await toggle.click()
    await tab.getByRole('searchbox', { name: 'Search tokens' }).waitFor()
    expect(await address(tab).count()).toBe(0)
    await tab.context().close()
  })

  test('T-006, T-007, T-008: elsewhere only the custom form: address, symbol, a whole-number decimal, Save', async () => {
    const tab = await openAddToken(devnet)
    await save(tab).waitFor()
    expect(await tab.getByRole('switch').count()).toBe(0)
    expect(await tab.getByRole('searchbox').count()).toBe(0)
    expect(await address(tab).isEditable()).toBe(true)
    expect(await symbol(tab).isEditable()).toBe(true)
    const decimal = decimals(tab)
    expect(
      await decimal.evaluate((input: HTMLInputElement) => [input.type, input.min, input.step]),
    ).toEqual(['number', '0', '1'])
    await tab.context().close()
  })

  test('T-010, T-011, T-012, T-017, X-058: a trimmed 42-character address is read from the chain, locked, and saved', async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(`  ${tusd.slice(0, 41)}`)
    await symbol(tab).fill('MINE')
    expect(await readHarness<string[]>(tab, 'engine.tokens.lookups')).toEqual([])
    await address(tab).fill(`  ${tusd.toLowerCase()}  `)
    await expect.poll(() => symbol(tab).inputValue()).toBe('TUSD')
    await expect.poll(() => decimals(tab).inputValue()).toBe('6')
    await expect.poll(() => symbol(tab).isEditable()).toBe(false)
    await expect.poll(() => decimals(tab).isEditable()).toBe(false)
    expect(await readHarness<string[]>(tab, 'engine.tokens.lookups')).toEqual([tusd.toLowerCase()])
    await save(tab).click()
    await expectAdded(tab, 'T\nTest USD\n7 TUSD')
    // H-030: another chain shows its own list.
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet 2' })
    await tab.getByText('No tokens added').waitFor()
    await tab.context().close()
  })

  test('T-016, X-014: a decimal the chain does not tell must be entered as a whole number from 0 (W-110)', async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(tile)
    await expect.poll(() => symbol(tab).inputValue()).toBe('TILE')
    await expect.poll(() => decimals(tab).isEditable()).toBe(true)
    await save(tab).click()
    await alert(tab, 'Please enter all details').waitFor()
    for (const invalid of ['-1', '1.5']) {
      await decimals(tab).fill(invalid)
      await save(tab).click()
      await alert(tab, 'Please enter all details').waitFor()
    }
    await decimals(tab).fill('0')
    await save(tab).click()
    await expectAdded(tab, 'T\nTILE\n7 TILE')
    await tab.context().close()
  })

  test('T-016, X-014: saving without an address read from the chain and a symbol gives W-110', async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(tusd)
    await expect.poll(() => symbol(tab).inputValue()).toBe('TUSD')
    await address(tab).fill('')
    await expect.poll(() => symbol(tab).inputValue()).toBe('')
    await expect.poll(() => symbol(tab).isEditable()).toBe(true)
    await address(tab).fill(tile)
    await expect.poll(() => symbol(tab).inputValue()).toBe('TILE')
    await decimals(tab).fill('')
    await save(tab).click()
    await alert(tab, 'Please enter all details').waitFor()
    await tab.context().close()
  })

  test("T-014, X-047: off mainnet, an Ethereum-mainnet token says 'Token belongs to Ethereum Mainnet'", async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(mainnetTokenAddress)
    await alert(tab, 'Token belongs to Ethereum Mainnet').waitFor()
    expect(await address(tab).getAttribute('aria-invalid')).toBe('true')
    await save(tab).click()
    expect(await readHarness<unknown[]>(tab, `engine.tokens.list('${devnet}')`)).toEqual([])
    await tab.context().close()
  })

  test('T-015, X-019: an address without a token contract gives W-115', async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(walletAddress)
    await alert(tab, 'Invalid contract address').waitFor()
    await tab.context().close()
  })

  test("X-050: a contract that tells neither symbol nor decimals says 'Invalid token' and adds nothing", async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(multiToken)
    await alert(tab, 'Invalid token').waitFor()
    expect(await address(tab).getAttribute('aria-invalid')).toBe('true')
    await symbol(tab).fill('MULTI')
    await decimals(tab).fill('0')
    await save(tab).click()
    await alert(tab, 'Invalid token').waitFor()
    expect(await readHarness<unknown[]>(tab, `engine.tokens.list('${devnet}')`)).toEqual([])
    await tab.context().close()
  })

  test("T-013, X-046: a custom token added before says 'Token already added'", async () => {
    const tab = await openAddToken(devnet)
    await address(tab).fill(tusd)
    await expect.poll(() => symbol(tab).inputValue()).toBe('TUSD')
    await save(tab).click()
    await expectAdded(tab, 'T\nTest USD\n7 TUSD')
    await tab.getByRole('button', { name: 'New Asset' }).click()
    await address(tab).fill(tusd)
    await alert(tab, 'Token already added').waitFor()
    await tab.context().close()
  })

  test('T-009: changing the selected chain on Add Token returns to home', async () => {
    const tab = await openAddToken(mainnet)
    await tab.getByRole('heading', { name: 'Add Token' }).waitFor()
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet' })
    await expectLocation(tab, '/loggedin')
    await tab.getByText('Total Balance:').waitFor()
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: add token passes axe in ${theme}, picker and custom form; screenshots saved`, async () => {
      for (const [name, networkId] of [
        ['picker', mainnet],
        ['custom', devnet],
      ] as const) {
        const tab = await openScreens(browser, { theme, networkId, path: '/loggedin/addToken' })
        if (networkId === mainnet) await tab.getByRole('list', { name: 'Tokens' }).waitFor()
        else {
          await address(tab).fill(tile)
          await expect.poll(() => symbol(tab).inputValue()).toBe('TILE')
          await save(tab).click()
          await alert(tab, 'Please enter all details').waitFor()
        }
        expect(await axeViolations(tab)).toEqual([])
        await saveScreenshot(tab, `addToken-${name}-${theme}`)
        await tab.context().close()
      }
    })
  }
})

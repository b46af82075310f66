import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectLocation } from '../testing/harnessPage.js'
import { cards, openNfts, reloadNfts, toast } from './nftScreensPage.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const both = ['Tessera Tiles #1\nTessera Tiles', 'Tessera Badges #1\nTessera Badges']
const tiles = (tab: Page) => tab.getByRole('checkbox', { name: 'Tessera Tiles #1' })
const badges = (tab: Page) => tab.getByRole('checkbox', { name: 'Tessera Badges #1' })

describe('/nfts/select', () => {
  test('R-018, S-096, #20: an NFT unticked and saved leaves the list but stays known (Manage), also after a reload; Select all brings it back', async () => {
    const tab = await openNfts(browser, '')
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual(both)
    await tab.getByRole('button', { name: 'Choose NFTs to show' }).click()
    await expectLocation(tab, '/loggedin/nfts/select')
    await tab.getByRole('heading', { name: 'Choose NFTs to show' }).waitFor()
    expect(await tiles(tab).isChecked()).toBe(true)
    expect(await badges(tab).isChecked()).toBe(true)
    await tiles(tab).uncheck()
    await tab.getByText('1 of 2 shown').waitFor()
    await tab.getByRole('button', { name: 'Save' }).click()
    await toast(tab, 'NFT list saved').waitFor()
    await expectLocation(tab, '/loggedin/nfts')
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual([both[1]])
    await tab.getByText('1 NFT hidden').waitFor()

    await tab.getByRole('button', { name: 'Manage NFTs' }).click()
    await tab.getByRole('button', { name: 'Delete Tessera Tiles #1' }).waitFor()

    await reloadNfts(tab, '')
    await tab.getByText('1 NFT hidden').waitFor()
    expect(await cards(tab).allInnerTexts()).toEqual([both[1]])
    await tab.getByRole('link', { name: 'Choose NFTs to show' }).click()
    await expectLocation(tab, '/loggedin/nfts/select')
    expect(await tiles(tab).isChecked()).toBe(false)
    await tab.getByRole('button', { name: 'Select all' }).click()
    await tab.getByText('2 of 2 shown').waitFor()
    await tab.getByRole('button', { name: 'Save' }).click()
    await expectLocation(tab, '/loggedin/nfts')
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual(both)
    expect(await tab.getByText('NFT hidden').count()).toBe(0)
    await tab.context().close()
  })

  test('R-018, #20: from Manage, Select none then Cancel changes nothing; Select none saved hides every NFT', async () => {
    const tab = await openNfts(browser, '/manage')
    await tab.getByRole('button', { name: 'Choose NFTs to show' }).click()
    await expectLocation(tab, '/loggedin/nfts/select')
    await tab.getByRole('button', { name: 'Select none' }).click()
    await tab.getByText('0 of 2 shown').waitFor()
    expect(await badges(tab).isChecked()).toBe(false)
    await tab.getByRole('button', { name: 'Cancel' }).click()
    await expectLocation(tab, '/loggedin/nfts')
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual(both)

    await tab.getByRole('button', { name: 'Choose NFTs to show' }).click()
    await tab.getByRole('button', { name: 'Select none' }).click()
    await tab.getByRole('button', { name: 'Save' }).click()
    await tab.getByText('All your NFTs are hidden').waitFor()
    await tab.getByText('2 NFTs hidden').waitFor()
    expect(await cards(tab).count()).toBe(0)
    await tab.context().close()
  })

  test('behavior: #20 with no NFTs the choice is not offered', async () => {
    const tab = await openNfts(browser, '', false)
    await tab.getByText('No NFTs added').waitFor()
    expect(await tab.getByRole('button', { name: 'Choose NFTs to show' }).isDisabled()).toBe(true)
    await tab.context().close()
  })
})

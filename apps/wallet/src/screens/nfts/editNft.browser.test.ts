import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectLocation } from '../testing/harnessPage.js'
import { nftContracts } from '../testing/nftFixtures.js'
import { alert, cards, openNfts, reloadNfts, toast } from './nftScreensPage.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const tileQuery = `address=${nftContracts.tiles}&tokenId=1`
const badgeQuery = `address=${nftContracts.badges}&tokenId=1`
const newImage = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#e11d48"/></svg>')}`
const unchanged = ['Tessera Tiles #1\nTessera Tiles', 'Tessera Badges #1\nTessera Badges']

/** Fills the edit form's fields that are given. */
async function fillForm(
  tab: Page,
  fields: { name?: string; collection?: string; description?: string; image?: string },
) {
  if (fields.name !== undefined) await tab.getByLabel('Name', { exact: true }).fill(fields.name)
  if (fields.collection !== undefined)
    await tab.getByLabel('Collection name').fill(fields.collection)
  if (fields.description !== undefined)
    await tab.getByLabel('Description (optional)').fill(fields.description)
  if (fields.image !== undefined) await tab.getByLabel('Image URL (optional)').fill(fields.image)
}

describe('/nfts/edit', () => {
  test("R-021, S-096, #20: Edit on a user-added NFT's details saves its name, description and image: details and list show them, also after a reload", async () => {
    const tab = await openNfts(browser, `/details?${tileQuery}`)
    await tab.getByRole('button', { name: 'Edit' }).click()
    await expectLocation(tab, `/loggedin/nfts/edit?${tileQuery}`)
    await tab.getByRole('heading', { name: 'Edit NFT' }).waitFor()
    expect(await tab.getByLabel('Name', { exact: true }).inputValue()).toBe('Tessera Tiles #1')
    expect(await tab.getByLabel('Collection name').inputValue()).toBe('Tessera Tiles')
    await fillForm(tab, { name: ' My first tile ', description: 'Mine.', image: newImage })
    await tab.getByRole('button', { name: 'Save' }).click()
    await toast(tab, 'NFT updated').waitFor()
    await expectLocation(tab, `/loggedin/nfts/details?${tileQuery}`)
    await tab.getByRole('heading', { name: 'My first tile' }).waitFor()
    await tab.getByText('Mine.', { exact: true }).waitFor()
    expect(await tab.getByRole('img', { name: 'My first tile' }).getAttribute('src')).toBe(newImage)

    await tab.getByRole('link', { name: 'NFT', exact: true }).click()
    await expect
      .poll(() => cards(tab).allInnerTexts())
      .toEqual(['My first tile\nTessera Tiles', unchanged[1]])
    await reloadNfts(tab, '')
    await expect
      .poll(() => cards(tab).allInnerTexts())
      .toEqual(['My first tile\nTessera Tiles', unchanged[1]])
    expect(await cards(tab).first().locator('img').getAttribute('src')).toBe(newImage)
    await tab.context().close()
  })

  test('X-036, #20: an empty name or collection name reads W-132 "Please fill all values" on that field, a bad image URL is refused; nothing is saved', async () => {
    const tab = await openNfts(browser, `/edit?${tileQuery}`)
    const name = tab.getByLabel('Name', { exact: true })
    const collection = tab.getByLabel('Collection name')
    const image = tab.getByLabel('Image URL (optional)')
    await fillForm(tab, { name: '  ' })
    await tab.getByRole('button', { name: 'Save' }).click()
    await alert(tab, 'Please fill all values').waitFor()
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await collection.getAttribute('aria-invalid')).toBe('false')

    await fillForm(tab, { name: 'Renamed', collection: '' })
    await tab.getByRole('button', { name: 'Save' }).click()
    await alert(tab, 'Please fill all values').waitFor()
    expect(await collection.getAttribute('aria-invalid')).toBe('true')
    expect(await name.getAttribute('aria-invalid')).toBe('false')

    await fillForm(tab, { collection: 'Tiles', image: 'javascript:alert(1)' })
    await tab.getByRole('button', { name: 'Save' }).click()
    await alert(tab, 'Invalid image URL').waitFor()
    expect(await image.getAttribute('aria-invalid')).toBe('true')
    await expectLocation(tab, `/loggedin/nfts/edit?${tileQuery}`)
    expect(await toast(tab, 'NFT updated').count()).toBe(0)

    await tab.getByRole('button', { name: 'Cancel' }).click()
    await expectLocation(tab, `/loggedin/nfts/details?${tileQuery}`)
    await tab.getByRole('heading', { name: 'Tessera Tiles #1' }).waitFor()
    await reloadNfts(tab, '')
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual(unchanged)
    await tab.context().close()
  })

  test('R-021, #20: an NFT the indexer found has no Edit, and /nfts/edit for it says it cannot be edited', async () => {
    const tab = await openNfts(browser, `/details?${badgeQuery}`)
    await tab.getByRole('button', { name: 'Send' }).waitFor()
    expect(await tab.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    await reloadNfts(tab, `/edit?${badgeQuery}`)
    await tab.getByText('This NFT was found by the NFT indexer').waitFor()
    expect(await tab.getByLabel('Name', { exact: true }).count()).toBe(0)
    await tab.getByRole('button', { name: 'Back to the NFT' }).click()
    await expectLocation(tab, `/loggedin/nfts/details?${badgeQuery}`)
    await tab.context().close()
  })

  test('behavior: #20 /nfts/edit of an NFT that is not in the list returns to the list', async () => {
    const tab = await openNfts(browser, `/edit?address=${nftContracts.tiles}&tokenId=7`)
    await expectLocation(tab, '/loggedin/nfts')
    await tab.context().close()
  })
})

import { launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectLocation } from '../testing/harnessPage.js'
import { solanaTile } from '../testing/nftFixtures.js'
import { openScreens } from '../testing/openScreens.js'
import { solanaNetwork } from '../testing/solanaFixtures.js'
import { cards } from './nftScreensPage.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('NFT tab on Solana', () => {
  test('N-020: a Metaplex NFT is listed and its details show type Metaplex and its mint; no Add NFT, no Edit', async () => {
    const tab = await openScreens(
      browser,
      { path: '/loggedin/nfts', networkId: solanaNetwork.id, hasNfts: true },
      { viewport: { width: 360, height: 720 } },
    )
    await expect.poll(() => cards(tab).allInnerTexts()).toEqual(['Solana Tile #7\nSolana Tiles'])
    expect(await tab.getByRole('button', { name: 'Add NFT' }).count()).toBe(0)
    await cards(tab).first().click()
    await expectLocation(tab, `/loggedin/nfts/details?address=${solanaTile.address}&tokenId=0`)
    await tab.getByRole('heading', { name: 'Solana Tile #7' }).waitFor()
    const details = await tab.locator('.ts-details').innerText()
    expect(details).toContain('Type\nMetaplex')
    expect(details).toContain(`Mint\n${solanaTile.address}`)
    expect(details).not.toContain('Token ID')
    expect(details).not.toContain('Contract')
    expect(await tab.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await tab.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true)
    await tab.context().close()
  })
})

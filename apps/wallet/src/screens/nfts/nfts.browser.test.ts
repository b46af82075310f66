import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedSend } from '../testing/createFakeEngine.js'
import { mainnetTokenAddress } from '../testing/fixtures.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { nftContracts } from '../testing/nftFixtures.js'
import { axeViolations, saveScreenshot } from '../testing/openScreens.js'
import { alert, cards, devnet, openNfts as openNftsIn, toast } from './nftScreensPage.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const tileQuery = `address=${nftContracts.tiles}&tokenId=1`
const badgeQuery = `address=${nftContracts.badges}&tokenId=1`

const openNfts = (path: string, hasNfts = true, theme: 'light' | 'dark' = 'light') =>
  openNftsIn(browser, path, hasNfts, theme)

/** Manual add: fills the form, saves, and returns what the screen answered. */
async function addNft(tab: Page, address: string, tokenId: string) {
  await tab.getByLabel('NFT Contract Address').fill(address)
  await tab.getByLabel('Token ID').fill(tokenId)
  await tab.getByRole('button', { name: 'Save' }).click()
}

/** The NFT's fake owner changes: the next refresh drops it. */
function loseOwnership(tab: Page, address: string, tokenId: number) {
  return tab.evaluate(
    ({ networkId, address, tokenId }) =>
      (
        window as unknown as {
          screensHarness: { engine: { nfts: { loseOwnership(nft: object): void } } }
        }
      ).screensHarness.engine.nfts.loseOwnership({
        networkId,
        address,
        tokenId: BigInt(tokenId),
      }),
    { networkId: devnet, address, tokenId },
  )
}

describe('NFT tab', () => {
  test('R-017, N-002: /nfts shows the NFTs of the selected network with image, name and collection; empty elsewhere', async () => {
    const tab = await openNfts('')
    await tab.getByRole('heading', { name: 'NFTs' }).waitFor()
    await expect
      .poll(() => cards(tab).allInnerTexts())
      .toEqual(['Tessera Tiles #1\nTessera Tiles', 'Tessera Badges #1\nTessera Badges'])
    expect(await cards(tab).first().locator('img').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    )
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet 2' })
    await tab.getByText('No NFTs added').waitFor()
    expect(await tab.getByRole('button', { name: 'Refresh NFTs' }).isDisabled()).toBe(true)
    await tab.context().close()
  })

  test('R-020, N-008, X-061: Add NFT reads the NFT by contract and token id; "NFT added", then its details and the list', async () => {
    const tab = await openNfts('')
    await tab.getByRole('button', { name: 'Add NFT' }).click()
    await expectLocation(tab, '/loggedin/nfts/add')
    await tab.getByRole('heading', { name: 'Add NFT' }).waitFor()
    await addNft(tab, ` ${nftContracts.tiles.toLowerCase()} `, ' 2 ')
    await toast(tab, 'NFT added').waitFor()
    await expectLocation(tab, `/loggedin/nfts/details?address=${nftContracts.tiles}&tokenId=2`)
    await tab.getByRole('heading', { name: 'Tessera Tiles #2' }).waitFor()
    await tab.getByRole('link', { name: 'NFT', exact: true }).click()
    await expect.poll(() => cards(tab).count()).toBe(3)
    await tab.context().close()
  })

  test('N-009, N-010, N-011, X-016, X-017, X-031: the manual add refuses with the SPEC §8 texts and stays', async () => {
    const tab = await openNfts('/add')
    const refusals: [string, string, string][] = [
      ['', '', 'Required params missing'],
      ['0x1234', '1', 'Invalid contract address'],
      [nftContracts.tiles, 'one', 'Invalid token ID'],
      [nftContracts.tiles, '99', 'Invalid token ID'],
      [nftContracts.badges, '3', 'You do not own this NFT'],
      [recipient, '1', 'Amount is greater than the maximum balance'],
      [nftContracts.tiles, '1', 'Token already added'],
      [mainnetTokenAddress, '1', 'Token belongs to Ethereum Mainnet'],
    ]
    for (const [address, tokenId, text] of refusals) {
      await addNft(tab, address, tokenId)
      await alert(tab, text).waitFor()
      expect(await tab.getByLabel('Token ID').getAttribute('aria-invalid')).toBe('true')
    }
    await expectLocation(tab, '/loggedin/nfts/add')
    expect(await toast(tab, 'NFT added').count()).toBe(0)
    await tab.context().close()
  })

  test('X-020: an NFT that was read but could not be kept says W-116 and stays', async () => {
    const tab = await openNfts('/add')
    // The engine's store refuses the write (storage full): no SPEC §8 refusal of the form.
    await tab.evaluate(() => {
      const { engine } = (
        window as unknown as { screensHarness: { engine: { nfts: { add(): Promise<never> } } } }
      ).screensHarness
      engine.nfts.add = () => Promise.reject(new DOMException('storage full', 'QuotaExceededError'))
    })
    await addNft(tab, nftContracts.tiles, '2')
    await alert(tab, 'Error creating the NFT').waitFor()
    await expectLocation(tab, '/loggedin/nfts/add')
    expect(await toast(tab, 'NFT added').count()).toBe(0)
    await tab.context().close()
  })

  test('R-022, N-013, N-003, N-004: a card opens the details: image, name, collection, description, token id, type, attributes', async () => {
    const tab = await openNfts('')
    await cards(tab).first().click()
    await expectLocation(tab, `/loggedin/nfts/details?${tileQuery}`)
    await tab.getByRole('heading', { name: 'Tessera Tiles #1' }).waitFor()
    expect(await tab.getByRole('img', { name: 'Tessera Tiles #1' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    )
    await tab.getByText('Fixture token 1 of Tessera Tiles.').waitFor()
    const details = await tab.locator('.ts-details').innerText()
    expect(details).toContain('Collection\nTessera Tiles')
    expect(details).toContain('Token ID\n1')
    expect(details).toContain('Type\nERC-721')
    expect(details).not.toContain('Quantity')
    const attributes = tab.getByRole('region', { name: 'Attributes' })
    expect(await attributes.locator('dt').allInnerTexts()).toEqual(['Colour', 'Level'])
    expect(await attributes.locator('dd').allInnerTexts()).toEqual(['#4f46e5', '1'])
    await tab.context().close()
  })

  test('N-004, N-006: an ERC-1155 shows its type and the quantity held', async () => {
    const tab = await openNfts(`/details?${badgeQuery}`)
    const details = tab.locator('.ts-details')
    await details.waitFor()
    await expect.poll(() => details.innerText()).toContain('Type\nERC-1155')
    await expect.poll(() => details.innerText()).toContain('Quantity\n5')
    await tab.context().close()
  })

  test('behavior: details of an NFT that is not in the list return to the list', async () => {
    const tab = await openNfts(`/details?address=${nftContracts.tiles}&tokenId=7`)
    await expectLocation(tab, '/loggedin/nfts')
    await tab.context().close()
  })

  test('N-012, X-062: Delete on the details removes the NFT; "NFT deleted"', async () => {
    const tab = await openNfts(`/details?${tileQuery}`)
    await tab.getByRole('button', { name: 'Delete' }).click()
    await toast(tab, 'NFT deleted').waitFor()
    await expectLocation(tab, '/loggedin/nfts')
    await expect
      .poll(() => cards(tab).allInnerTexts())
      .toEqual(['Tessera Badges #1\nTessera Badges'])
    await tab.context().close()
  })

  test('R-019, N-012, X-062: Manage NFTs lists them with a delete each; "NFT deleted"; empty at the end', async () => {
    const tab = await openNfts('')
    await tab.getByRole('button', { name: 'Manage NFTs' }).click()
    await expectLocation(tab, '/loggedin/nfts/manage')
    await tab.getByRole('button', { name: 'Delete Tessera Badges #1' }).click()
    await toast(tab, 'NFT deleted').waitFor()
    await expect
      .poll(() => tab.getByRole('list', { name: 'Your NFTs' }).innerText())
      .not.toContain('Badges')
    await tab.getByRole('button', { name: 'Delete Tessera Tiles #1' }).click()
    await tab.getByText('No NFTs added').waitFor()
    await tab.getByRole('button', { name: 'Back to NFTs' }).click()
    await tab.getByText('No NFTs added').waitFor()
    await tab.context().close()
  })

  test('S-085, N-019: refresh drops an NFT the wallet no longer owns', async () => {
    const tab = await openNfts('')
    await expect.poll(() => cards(tab).count()).toBe(2)
    await loseOwnership(tab, nftContracts.tiles, 1)
    await tab.getByRole('button', { name: 'Refresh NFTs' }).click()
    await expect
      .poll(() => cards(tab).allInnerTexts())
      .toEqual(['Tessera Badges #1\nTessera Badges'])
    expect(await readHarness(tab, 'engine.nfts.calls.refresh')).toBe(1)
    await tab.context().close()
  })

  test('R-029, N-014: Send on the details opens SendNfts for it; an ERC-721 goes after review; sent and back to the list', async () => {
    const tab = await openNfts(`/details?${tileQuery}`)
    await tab.getByRole('button', { name: 'Send' }).click()
    await expectLocation(tab, `/loggedin/nfts/send?${tileQuery}`)
    await tab.getByRole('heading', { name: 'Send NFT' }).waitFor()
    expect(await tab.getByLabel('Quantity').count()).toBe(0)
    await tab.getByLabel('Recipient address').fill(recipient)
    await tab.getByText('Transaction Fee:').waitFor()
    await tab.getByRole('button', { name: 'Review' }).click()
    await tab.getByRole('heading', { name: 'Review transfer' }).waitFor()
    expect(await tab.locator('.ts-details').innerText()).toContain('NFT\nTessera Tiles #1')
    await tab.getByRole('button', { name: 'Send', exact: true }).click()
    await toast(tab, 'token sent successfully').waitFor()
    await expectLocation(tab, '/loggedin/nfts')
    expect(await readHarness<RecordedSend[]>(tab, 'engine.sends')).toEqual([
      {
        networkId: devnet,
        asset: `erc721 ${nftContracts.tiles} #1`,
        to: recipient,
        amount: '1',
        maxFeePerGas: expect.any(String),
      },
    ])
    await expect.poll(() => readHarness(tab, 'engine.nfts.calls.refresh')).toBe(1)
    await tab.context().close()
  })

  test('N-015, N-016, X-018: an ERC-1155 needs a whole quantity from 1 up to what is held (W-129, W-114 naming it)', async () => {
    const tab = await openNfts(`/send?${badgeQuery}`)
    await tab.getByText('You hold 5').waitFor()
    await tab.getByLabel('Recipient address').fill(recipient)
    for (const [quantity, text] of [
      ['', 'Please enter all details'],
      ['0', 'Please enter a valid quantity'],
      ['1.5', 'Please enter a valid quantity'],
      ['6', 'Insufficient NFTs: at most 5 may be sent'],
    ] as const) {
      await tab.getByLabel('Quantity').fill(quantity)
      await tab.getByText('Transaction Fee:').waitFor()
      await tab.getByRole('button', { name: 'Review' }).click()
      await alert(tab, text).waitFor()
    }
    await tab.getByLabel('Quantity').fill('5')
    await tab.getByText('Transaction Fee:').waitFor()
    await tab.getByRole('button', { name: 'Review' }).click()
    await tab.getByRole('heading', { name: 'Review transfer' }).waitFor()
    await expect.poll(() => tab.locator('.ts-details').innerText()).toContain('Quantity\n5')
    await tab.getByRole('button', { name: 'Send', exact: true }).click()
    await toast(tab, 'token sent successfully').waitFor()
    expect(await readHarness<RecordedSend[]>(tab, 'engine.sends')).toMatchObject([
      { asset: `erc1155 ${nftContracts.badges} #1`, amount: '5' },
    ])
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: the NFT screens pass axe in ${theme}; screenshots saved`, async () => {
      const screens = [
        ['', 'nfts-list'],
        ['/add', 'nfts-add'],
        [`/details?${tileQuery}`, 'nfts-details'],
        ['/manage', 'nfts-manage'],
        ['/select', 'nfts-select'],
        [`/edit?${tileQuery}`, 'nfts-edit'],
        [`/send?${badgeQuery}`, 'nfts-send'],
      ] as const
      for (const [path, name] of screens) {
        const tab = await openNfts(path, true, theme)
        await tab.getByRole('heading').first().waitFor()
        if (path.startsWith('/send')) await tab.getByText('Transaction Fee:').waitFor()
        expect(await axeViolations(tab)).toEqual([])
        await saveScreenshot(tab, `${name}-${theme}`)
        await tab.context().close()
      }
      const empty = await openNfts('', false, theme)
      await empty.getByText('No NFTs added').waitFor()
      expect(await axeViolations(empty)).toEqual([])
      await empty.context().close()
    })
  }
})

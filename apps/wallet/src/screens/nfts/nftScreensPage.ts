import type { NetworkId } from '@tessera/engine'
import type { Browser, Page } from 'playwright-core'
import { openScreens, reloadScreens } from '../testing/openScreens.js'
import type { Scenario } from '../testing/screensHarness.js'

// What the NFT screens' browser tests share: the tab on the devnet, and what a user reads there.

export const devnet: NetworkId = 'eip155:31337'

const nftScenario = (path: string, hasNfts: boolean, theme: Scenario['theme']) => ({
  path: `/loggedin/nfts${path}`,
  networkId: devnet,
  hasNfts,
  theme,
})

/** Opens `/loggedin/nfts{path}` on the devnet, with the two listed NFTs unless `hasNfts` is false. */
export function openNfts(
  browser: Browser,
  path: string,
  hasNfts = true,
  theme: Scenario['theme'] = 'light',
): Promise<Page> {
  return openScreens(browser, nftScenario(path, hasNfts, theme), {
    viewport: { width: 360, height: 720 },
  })
}

/** Reloads the page and opens `/loggedin/nfts{path}` again over what the wallet stored. */
export function reloadNfts(tab: Page, path: string): Promise<void> {
  return reloadScreens(tab, nftScenario(path, true, 'light'))
}

/** The cards of the NFT list, each a link to the NFT's details. */
export const cards = (tab: Page) => tab.getByRole('list', { name: 'Your NFTs' }).getByRole('link')
export const toast = (tab: Page, text: string) => tab.getByRole('status').filter({ hasText: text })
export const alert = (tab: Page, text: string) => tab.getByRole('alert').filter({ hasText: text })

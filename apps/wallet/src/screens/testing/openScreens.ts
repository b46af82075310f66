import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { openHarness } from '../../design/testing/openHarness.js'
import type { Scenario } from './screensHarness.js'

export { axeViolations, saveScreenshot } from '../../design/testing/openHarness.js'

const screensHarness = fileURLToPath(new URL('./screensHarness.tsx', import.meta.url))

/** A native balance that pays the request fixtures' 1.25 ETH and any fee (the default does not). */
export const enoughEtherWei = String(5n * 10n ** 18n)

export const defaultScenario: Scenario = {
  theme: 'light',
  appMode: 'full',
  presentation: 'standalone',
  isClosable: false,
  path: '/loggedin',
  networkId: 'eip155:1',
  pending: [],
  skipped: [],
  isNagShown: false,
  hasMfa: false,
  isTourShown: false,
  hasTokens: true,
  etherBalanceWei: '1234567891234567891',
  simulation: 'transfer',
  isGasSponsored: false,
  onRamps: undefined,
  hasActivities: false,
  user: 'google',
  hasNfts: false,
}

/** Opens the logged-in screens with a fake engine and mounts `scenario` over the defaults. */
export async function openScreens(
  browser: Browser,
  scenario: Partial<Scenario>,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const tab = await openHarness(browser, screensHarness, options)
  await mountScenario(tab, scenario)
  return tab
}

/**
 * Reloads the page and mounts `scenario` again: what the screens kept in the page's storage (the
 * NFT tab's NFTs) is read back, everything else starts anew.
 */
export async function reloadScreens(tab: Page, scenario: Partial<Scenario>): Promise<void> {
  await tab.reload()
  await mountScenario(tab, scenario)
}

async function mountScenario(tab: Page, scenario: Partial<Scenario>) {
  await tab.waitForFunction(() => 'screensHarness' in window)
  await tab.evaluate(
    (mounted) => {
      const { screensHarness } = window as unknown as {
        screensHarness: { mount(scenario: Scenario): void }
      }
      screensHarness.mount(mounted)
    },
    { ...defaultScenario, ...scenario },
  )
}

import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const tourOf = (tab: Page) => tab.getByRole('complementary', { name: 'Wallet tour' })
const button = (tab: Page, name: string) => tourOf(tab).getByRole('button', { name, exact: true })
const expectPage = async (tab: Page, page: number, title: string) => {
  await tourOf(tab).getByText(`${page} of 6`).waitFor()
  await expect.poll(() => tourOf(tab).getByRole('heading').innerText()).toBe(title)
}

describe('orientation tour', () => {
  test('S-086, S-087, S-090: page 1 offers Skip and Next; later pages Previous and Next; Previous goes back one page', async () => {
    const tab = await openScreens(browser, { isTourShown: true })
    await expectPage(tab, 1, 'Welcome to your wallet')
    await button(tab, 'Skip').waitFor()
    expect(await button(tab, 'Previous').count()).toBe(0)
    await button(tab, 'Next').click()
    await expectPage(tab, 2, 'Your balance and tokens')
    await button(tab, 'Previous').waitFor()
    expect(await button(tab, 'Skip').count()).toBe(0)
    await button(tab, 'Previous').click()
    await expectPage(tab, 1, 'Welcome to your wallet')
    await tab.context().close()
  })

  test('S-088, S-089: pages 2, 3 and 6 show home, 4 the NFTs, 5 the profile; Next on page 6 records the tour and closes it', async () => {
    const tab = await openScreens(browser, { isTourShown: true, path: '/loggedin/activities' })
    await expectPage(tab, 1, 'Welcome to your wallet')
    await expectLocation(tab, '/loggedin/activities')
    const screens = [
      '/loggedin',
      '/loggedin',
      '/loggedin/nfts',
      '/loggedin/profileScreen',
      '/loggedin',
    ]
    for (const [index, screen] of screens.entries()) {
      await button(tab, 'Next').click()
      await tourOf(tab)
        .getByText(`${index + 2} of 6`)
        .waitFor()
      await expectLocation(tab, screen)
    }
    await button(tab, 'Next').click()
    await tourOf(tab).waitFor({ state: 'detached' })
    await expect.poll(() => readHarness(tab, 'tourFinishes')).toBe(1)
    await tab.context().close()
  })

  test('S-087: Skip on page 1 closes the tour without recording it, so it comes back later', async () => {
    const tab = await openScreens(browser, { isTourShown: true })
    await button(tab, 'Skip').click()
    await tourOf(tab).waitFor({ state: 'detached' })
    await tab.getByRole('link', { name: 'Activity' }).click()
    await expectLocation(tab, '/loggedin/activities')
    expect(await tourOf(tab).count()).toBe(0)
    expect(await readHarness(tab, 'tourFinishes')).toBe(0)
    await tab.context().close()
  })

  test('behavior: the tour does not show over the approval of a request', async () => {
    const tab = await openScreens(browser, {
      isTourShown: true,
      path: '/loggedin/requests',
      pending: ['personalSign'],
    })
    await tab.getByRole('button', { name: 'Approve' }).waitFor()
    expect(await tourOf(tab).count()).toBe(0)
    await tab.context().close()
  })

  test('R-016: /loggedin/starterTips shows the tour to a user who finished it; through its pages and done, home', async () => {
    const tab = await openScreens(browser, { isTourShown: false, path: '/loggedin/starterTips' })
    await expectPage(tab, 1, 'Welcome to your wallet')
    await button(tab, 'Next').click()
    await expectPage(tab, 2, 'Your balance and tokens')
    await expectLocation(tab, '/loggedin')
    await button(tab, 'Previous').click()
    await button(tab, 'Skip').click()
    await tourOf(tab).waitFor({ state: 'detached' })
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })

  test('behavior: a user who finished the tour does not see it', async () => {
    const tab = await openScreens(browser, { isTourShown: false })
    await tab.locator('.ts-assets__row').first().waitFor()
    expect(await tourOf(tab).count()).toBe(0)
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const)
    test(`behavior: the tour over home passes axe in ${theme} at 360px; screenshot saved`, async () => {
      const tab = await openScreens(
        browser,
        { theme, isTourShown: true },
        { viewport: { width: 360, height: 720 } },
      )
      await button(tab, 'Next').click()
      await expectPage(tab, 2, 'Your balance and tokens')
      await tab.locator('.ts-assets__row').first().waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `tour-${theme}`)
      await tab.context().close()
    })
})

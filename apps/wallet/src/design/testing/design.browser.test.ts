import { fileURLToPath } from 'node:url'
import { modalCollapseAnimationMs } from '@tessera/protocol'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { axeViolations, openHarness, saveScreenshot } from './openHarness.js'

const gallery = fileURLToPath(new URL('./designHarness.tsx', import.meta.url))

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function openGallery(theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const tab = await openHarness(browser, gallery)
  if (theme === 'dark') await tab.evaluate("location.hash = '#dark'; location.reload()")
  await tab.getByRole('heading', { name: 'Design components' }).waitFor()
  return tab
}

const record = (tab: Page) =>
  tab.evaluate('window.designHarness') as Promise<{
    sheetOpenedAt: number
    sheetClosedAt: number
    copies: string[]
  }>

describe('BottomSheet', () => {
  test('M-001, K-053: a modal dialog that collapses over 300 ms before it closes', async () => {
    const tab = await openGallery()
    await tab.getByRole('button', { name: 'Open sheet' }).click()
    const sheet = tab.getByRole('dialog', { name: 'Sheet title' })
    await sheet.waitFor()
    expect(
      await sheet.evaluate((element) => element === document.activeElement?.closest('dialog')),
    ).toBe(true)
    const clickedAt = await tab.evaluate(() => performance.now())
    await sheet.getByRole('button', { name: 'Close' }).click()
    expect(await sheet.getAttribute('data-state')).toBe('closing')
    await sheet.waitFor({ state: 'hidden' })
    const { sheetClosedAt } = await record(tab)
    expect(sheetClosedAt - clickedAt).toBeGreaterThanOrEqual(modalCollapseAnimationMs - 20)
    await tab.context().close()
  })

  test('behavior: Escape collapses the sheet too and focus returns to the page', async () => {
    const tab = await openGallery()
    await tab.getByRole('button', { name: 'Open sheet' }).click()
    await tab.getByRole('dialog').waitFor()
    await tab.keyboard.press('Escape')
    await tab.getByRole('dialog').waitFor({ state: 'hidden' })
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Open sheet')
    await tab.context().close()
  })
})

describe('Tabs', () => {
  test('behavior: arrow keys, Home and End move the selection; one tab in the Tab order', async () => {
    const tab = await openGallery()
    await tab.getByRole('tab', { name: 'One' }).focus()
    await tab.keyboard.press('ArrowRight')
    expect(await tab.getByRole('tab', { selected: true }).textContent()).toBe('Two')
    await tab.getByText('Panel two').waitFor()
    await tab.keyboard.press('End')
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Three')
    await tab.keyboard.press('ArrowRight')
    expect(await tab.getByRole('tab', { selected: true }).textContent()).toBe('One')
    expect(await tab.locator('[role="tab"][tabindex="0"]').count()).toBe(1)
    await tab.context().close()
  })
})

describe('Tooltip', () => {
  test('behavior: shown on keyboard focus, hidden with Escape, described to screen readers', async () => {
    const tab = await openGallery()
    const trigger = tab.getByRole('button', { name: 'Info' })
    await trigger.focus()
    const tooltip = tab.getByRole('tooltip')
    await tooltip.waitFor({ state: 'visible' })
    expect(await trigger.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'))
    await tab.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'hidden' })
    await tab.context().close()
  })
})

describe('Toast and Address', () => {
  test('behavior: success toasts are status messages, errors are alerts', async () => {
    const tab = await openGallery()
    await tab.getByRole('button', { name: 'Show toast' }).click()
    await tab.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    await tab.getByRole('button', { name: 'Show error' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Failed' }).waitFor()
    await tab.getByRole('button', { name: 'Dismiss' }).first().click()
    await tab.getByText('Saved').waitFor({ state: 'detached' })
    await tab.context().close()
  })

  test('K-056: the address shows 6 characters at each end and copies in full', async () => {
    const tab = await openGallery()
    await tab.getByText('0x5B38...beddC4').waitFor()
    await tab.getByRole('button', { name: 'Copy address' }).click()
    await expect.poll(async () => (await record(tab)).copies).toEqual(['copied'])
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(
      '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
    )
    await tab.context().close()
  })
})

describe('themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: the components pass axe in ${theme}; screenshot saved`, async () => {
      const tab = await openGallery(theme)
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `design-${theme}`)
      await tab.getByRole('button', { name: 'Open sheet' }).click()
      await tab.getByRole('dialog').waitFor()
      await tab.waitForTimeout(modalCollapseAnimationMs)
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `design-sheet-${theme}`)
      await tab.context().close()
    })
  }
})

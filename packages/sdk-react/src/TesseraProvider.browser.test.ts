import { join } from 'node:path'
import { testWalletInChromium } from '@tessera/sdk/testing'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

const bed = testWalletInChromium({
  hostApp: join(import.meta.dirname, 'testing/accountApp.tsx'),
})

const shown = (page: Page, label: string) => page.getByLabel(label).textContent()

async function openApp() {
  const page = await bed.browser.newPage()
  await page.goto(`${bed.wallet.hostUrl}?walletUrl=${encodeURIComponent(bed.wallet.walletOrigin)}`)
  return page
}

describe('TesseraProvider and hooks with react-dom in Chromium', () => {
  test('default: useAccount goes connecting → disconnected → connected → disconnected', async () => {
    const page = await openApp()
    await expect.poll(() => shown(page, 'status')).toBe('disconnected')
    await page.getByRole('button', { name: 'custom login' }).click()
    await expect.poll(() => shown(page, 'status')).toBe('connected')
    expect(await shown(page, 'address')).toBe(bed.wallet.address)
    expect(await shown(page, 'chain')).toBe('31337')
    await page.getByRole('button', { name: 'log out' }).click()
    await expect.poll(() => shown(page, 'status')).toBe('disconnected')
    expect(await shown(page, 'address')).toBe('')
    await page.close()
  })

  test('behavior: useConnect opens the login modal and reports 4001 when it is closed', async () => {
    const page = await openApp()
    await expect.poll(() => shown(page, 'status')).toBe('disconnected')
    await page.getByRole('button', { name: 'connect' }).click()
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Cancel' })
      .click()
    await expect.poll(() => shown(page, 'error')).toBe('4001')
    await page.close()
  })
})

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

/** Reads the order parameters the card on-ramp stand-in's widget page shows. */
async function widgetQuery(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Order parameters' }).getByRole('row')
  const entries = await rows.evaluateAll((found) =>
    found.map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
  )
  return Object.fromEntries(entries)
}

describe('Buy and Sell through the local card on-ramp (built wallet, stack stand-in)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  test('O-001, O-002, O-003, O-004, O-007: on devnet 31337 Buy and Sell open the widget with the session address and e-mail', async () => {
    const profile = await bed.newProfile()
    const page = await profile.newPage()
    const { walletUrl, demoAppId } = bed.stack
    const email = 'onramp@example.com'
    await bed.loginOnLoginPage(page, email)

    const open = async (kind: 'Buy' | 'Sell') => {
      const button = page.getByRole('button', { name: kind, exact: true })
      await expect.poll(() => button.isEnabled()).toBe(true)
      await button.click()
      const sheet = page.getByRole('dialog', { name: `${kind} Crypto` })
      await sheet.getByRole('radio', { name: 'Transak' }).check()
      const opened = profile.waitForEvent('page')
      await sheet.getByRole('button', { name: 'Proceed' }).click()
      const widget = await opened
      await widget.getByRole('heading', { name: `${kind} crypto` }).waitFor()
      await sheet.getByText('You selected Transak').waitFor()
      await sheet.getByRole('button', { name: 'Close' }).click()
      await sheet.waitFor({ state: 'hidden' })
      return widgetQuery(widget)
    }

    const buy = await open('Buy')
    expect(buy).toMatchObject({ email, network: 'tessera_local', themeColor: '2750c9' })
    expect(buy.walletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(buy).not.toHaveProperty('productsAvailed')
    const sell = await open('Sell')
    expect(sell).toMatchObject({
      walletAddress: buy.walletAddress,
      network: 'tessera_local',
      productsAvailed: 'SELL',
      walletRedirection: 'true',
      redirectURL: `${new URL(walletUrl).origin}/${demoAppId}/sell/transak`,
      partnerCustomerId: buy.walletAddress,
    })
  })

  test('O-005, S-027, S-028, S-030, S-035: a Buy placed in the widget shows in Activity, follows its order to Success, and leaves the order channel', async () => {
    const profile = await bed.newProfile()
    const page = await profile.newPage()
    await bed.loginOnLoginPage(page, 'buyer@example.com')
    const buy = page.getByRole('button', { name: 'Buy', exact: true })
    await expect.poll(() => buy.isEnabled()).toBe(true)
    await buy.click()
    const sheet = page.getByRole('dialog', { name: 'Buy Crypto' })
    await sheet.getByRole('radio', { name: 'Transak' }).check()
    const opened = profile.waitForEvent('page')
    await sheet.getByRole('button', { name: 'Proceed' }).click()
    const widget = await opened
    await widget.getByRole('heading', { name: 'Buy crypto' }).waitFor()
    const { apiKey, partnerOrderId } = await widgetQuery(widget)
    // The stand-in's Pusher channel info: the wallet listens before the order exists.
    const channelInfo = async () => {
      const url = `${new URL(widget.url()).origin}/apps/local/channels/${apiKey}_${partnerOrderId}`
      return ((await (await fetch(url)).json()) as { occupied: boolean }).occupied
    }
    await expect.poll(channelInfo).toBe(true)
    await sheet.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('link', { name: 'Activity' }).click()

    await widget.getByRole('button', { name: 'Place order' }).click()
    const item = page.getByRole('listitem').filter({ hasText: 'Buy' })
    await item.getByText('Unapproved', { exact: true }).waitFor()
    expect(await item.textContent()).toContain('0.05 ETH')
    const advance = async (status: string) => {
      await widget.getByRole('button', { name: status, exact: true }).click()
      await widget.getByText(`Status: ${status}`).waitFor()
    }
    await advance('PROCESSING')
    await item.getByText('Processing', { exact: true }).waitFor()
    await advance('COMPLETED')
    await item.getByText('Success', { exact: true }).waitFor()
    await expect.poll(channelInfo).toBe(false)
    await item.getByText('Buy', { exact: true }).click()
    await item.getByText('100 USD (fee 2.5)').waitFor()
    const explorer = item.getByRole('link', { name: /View on block explorer/ })
    expect(await explorer.getAttribute('href')).toMatch(/\/tx\/0x[0-9a-f]{64}$/)
  })
})

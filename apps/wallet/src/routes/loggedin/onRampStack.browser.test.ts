import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTransakWidget, widgetQuery } from '../../testing/transakWidget.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

describe('Buy and Sell through the local on-ramps (built wallet, stack stand-ins)', () => {
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

    const open = async (kind: 'Buy' | 'Sell') =>
      widgetQuery(await openTransakWidget(page, profile, kind))

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

  test("O-006, H-015, M-009, M-012: on devnet 31337 Buy offers Transak and Onramp.money; Onramp.money opens its page with the network, coin and the user's address, and its Buy raises the balance", async () => {
    const profile = await bed.newProfile()
    const page = await profile.newPage()
    await bed.loginOnLoginPage(page, `onramp-money-${Date.now()}@example.com`)
    const address = await page.locator('.ts-address__text').first().getAttribute('title')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const balance = page.locator('.ts-balanceCard__amount')
    await expect.poll(() => balance.textContent()).toMatch(/^0 ETH/)

    const buy = page.getByRole('button', { name: 'Buy', exact: true })
    await buy.and(page.locator(':enabled')).waitFor()
    await buy.click()
    const sheet = page.getByRole('dialog', { name: 'Buy Crypto' })
    await sheet.getByText('Select Provider').waitFor()
    const providers = await sheet
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent))
    expect(providers).toEqual(['Transak', 'Onramp.money'])
    await sheet.getByRole('radio', { name: 'Onramp.money' }).check()
    const opened = profile.waitForEvent('page')
    await sheet.getByRole('button', { name: 'Proceed' }).click()
    const onramp = await opened
    await onramp.getByRole('heading', { name: 'Buy crypto' }).waitFor()
    await sheet.getByText('You selected Onramp.money').waitFor()
    const url = new URL(onramp.url())
    expect(url.pathname).toBe('/main/buy/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: '1',
      network: 'tessera_31337',
      coinCode: 'eth',
      walletAddress: address,
    })
    await onramp
      .getByRole('table', { name: 'Buy request' })
      .getByText(address ?? '')
      .waitFor()

    await onramp.getByRole('button', { name: 'Buy', exact: true }).click()
    await onramp.getByRole('heading', { name: 'Order completed' }).waitFor()
    await sheet.getByRole('button', { name: 'Close' }).click()
    await sheet.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect.poll(() => balance.textContent()).toMatch(/^0\.1 ETH/)
  })
})

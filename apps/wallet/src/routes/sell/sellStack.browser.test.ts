import {
  devnetChain,
  devnetChainSpecs,
  testUserAccount,
  transakDepositAddress,
} from '@tessera/devnet'
import { testSellInit } from '@tessera/protocol/testing'
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTransakWidget, widgetQuery } from '../../testing/transakWidget.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

/**
 * Issue #20 Sell end to end in Chromium: the wallet's Sell button opens the card on-ramp
 * stand-in's widget, which returns its tab to the wallet's sell page with the order; the wallet
 * frame that opened the tab records the Sell, sends the crypto on anvil when approved, and
 * follows the order's realtime channel.
 */
describe('Sell through the local card on-ramp (built wallet, stack stand-in, anvil)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const chain = () => {
    const [spec] = devnetChainSpecs
    const [first] = bed.stack.chains
    if (!spec || !first) throw new Error('no devnet chain')
    return { transport: http(first.rpcUrl), chain: devnetChain(spec, first.rpcUrl) }
  }

  /** Logs in on the full-page wallet and opens the Sell widget; the widget tab and the address. */
  async function sellWidget(email: string, options: { fund: boolean }) {
    const profile = await bed.newProfile()
    const page = await profile.newPage()
    await bed.loginOnLoginPage(page, email)
    const widget = await openTransakWidget(page, profile, 'Sell')
    const address = (await widgetQuery(widget)).walletAddress as Address
    if (options.fund) {
      const { transport, chain: devnet } = chain()
      const funder = createWalletClient({ account: testUserAccount, chain: devnet, transport })
      const hash = await funder.sendTransaction({ to: address, value: parseEther('1') })
      await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
    }
    await page.getByRole('link', { name: 'Activity' }).click()
    return { profile, page, widget, address }
  }

  /** Places the sell order in the widget; the tab lands on the wallet's sell page. */
  async function placeOrder(widget: Page) {
    const widgetOrigin = new URL(widget.url()).origin
    await widget.getByRole('button', { name: 'Place order' }).click()
    await widget.waitForURL(`${bed.stack.walletUrl}/${bed.stack.demoAppId}/sell/transak?**`)
    const orderId = new URL(widget.url()).searchParams.get('orderId') ?? ''
    return { widgetOrigin, orderId }
  }

  const sellItems = (page: Page) => page.getByRole('listitem').filter({ hasText: /^Sell/ })

  /** Whether anyone listens to the order's channel (the stand-in's Pusher HTTP API). */
  const isFollowed = async (widgetOrigin: string, orderId: string) => {
    const response = await fetch(`${widgetOrigin}/apps/local/channels/${orderId}`)
    return ((await response.json()) as { occupied: boolean }).occupied
  }

  test('R-012, S-022, S-025, S-027, S-028, S-030, S-035, I-024: Approve sends the order crypto to the deposit address; the Sell turns Approved, then Success with its order', async () => {
    const { page, widget, address } = await sellWidget('seller@example.com', { fund: true })
    const { widgetOrigin, orderId } = await placeOrder(widget)
    // The sell page shows the order: what is sold, for what, the fee and the deposit address.
    await widget.getByText('Sell 0.05 ETH for 100 USD').waitFor()
    await widget.getByText('2.5 USD').waitFor()
    const to = widget.getByTitle(transakDepositAddress)
    expect(await to.textContent()).toBe('0x5e11...de9051')
    // S-022: the frame recorded the Sell once and follows its order.
    const item = sellItems(page)
    await item.getByText('Unapproved', { exact: true }).waitFor()
    expect(await item.textContent()).toContain('0.05 ETH')
    await expect.poll(() => isFollowed(widgetOrigin, orderId)).toBe(true)

    const { transport } = chain()
    const client = createPublicClient({ transport })
    const before = await client.getBalance({ address: transakDepositAddress as Address })
    await widget.getByRole('button', { name: 'Approve' }).click()
    await widget.getByText(/^Sent\./).waitFor()
    const hash = (await widget.locator('output').textContent()) as Hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const sent = await client.getTransaction({ hash })
    expect(sent.from.toLowerCase()).toBe(address.toLowerCase())
    expect(sent.to?.toLowerCase()).toBe(transakDepositAddress)
    expect(sent.value).toBe(parseEther('0.05'))
    expect(await client.getBalance({ address: transakDepositAddress as Address })).toBe(
      before + parseEther('0.05'),
    )
    // S-025: Approved with the hash.
    await item.getByText('Approved', { exact: true }).waitFor()
    await item.getByText('Sell', { exact: true }).click()
    await item.getByText(hash).waitFor()
    await item.getByText('100 USD (fee 2.5)').waitFor()
    expect(await sellItems(page).count()).toBe(1)
    // The sell page loaded again shows the order as the frame recorded it: sent, no Approve.
    await widget.reload()
    await widget.getByText(/^Sent\./).waitFor()
    expect(await widget.locator('output').textContent()).toBe(hash)
    expect(await widget.getByRole('button', { name: 'Approve' }).count()).toBe(0)

    const advance = async (status: string) => {
      const response = await fetch(`${widgetOrigin}/orders/${orderId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      })
      expect(response.status).toBe(200)
    }
    await advance('PROCESSING')
    await item.getByText('Processing', { exact: true }).waitFor()
    await advance('COMPLETED')
    await item.getByText('Success', { exact: true }).waitFor()
    // S-035: the final status ends the subscription. The stand-in completes with a hash of its
    // own: the one the frame sent stays, and no link to that other transaction is shown.
    await expect.poll(() => isFollowed(widgetOrigin, orderId)).toBe(false)
    await item.getByText(hash).waitFor()
    expect(await item.getByRole('link', { name: /View on block explorer/ }).count()).toBe(0)
  })

  test('S-024, S-023, I-024: sell messages from another origin or a window the frame did not open change nothing; Reject sets Rejected; an order of another address is refused', async () => {
    const { profile, page, widget, address } = await sellWidget('rejecter@example.com', {
      fund: false,
    })
    // Another origin (the provider's page, in the tab the frame opened) posts a whole init.
    const forged = {
      ...testSellInit,
      orderId: 'forged-order',
      cryptoAmount: '0.5',
      partnerCustomerId: address,
      fiatAmount: '1',
      totalFeeInFiat: '0',
    }
    await widget.evaluate((response) => {
      window.opener.postMessage({ type: 'sell_token_init', response }, '*')
    }, forged)
    const { widgetOrigin, orderId } = await placeOrder(widget)
    const item = sellItems(page)
    await item.getByText('Unapproved', { exact: true }).waitFor()
    // S-023: the page loaded again sends its init again; no second Sell.
    await widget.reload()
    await widget.getByText('Sell 0.05 ETH for 100 USD').waitFor()

    // A wallet-origin window the frame did not open (a blank tab of the sell page) asks to
    // reject and to send the order.
    const opened = profile.waitForEvent('page')
    await widget.evaluate(() => {
      window.open('about:blank', '_blank')
    })
    const stranger = await opened
    await stranger.evaluate((order) => {
      const frame = window.opener.opener as Window
      frame.postMessage(
        { type: 'sell_token_reject', response: { messageId: 'r', orderId: order, chainId: 31337 } },
        window.origin,
      )
      frame.postMessage(
        { type: 'sell_token_send', response: { messageId: 'stranger', orderId: order } },
        window.origin,
      )
    }, orderId)
    // A round trip of the real sell page after them: the frame has read both by its answer.
    const answer = await widget.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('message', (event) => {
            if (event.data?.response?.messageId === 'probe') resolve(event.data.response)
          })
          window.opener.postMessage(
            { type: 'sell_token_account', response: { messageId: 'probe' } },
            window.origin,
          )
        }),
    )
    expect(answer).toMatchObject({ address, chainId: 31337 })
    expect(await item.getByText('Unapproved', { exact: true }).count()).toBe(1)
    expect(await sellItems(page).count()).toBe(1)
    expect(await item.textContent()).not.toContain('0.5 ETH')

    await widget.getByRole('button', { name: 'Reject' }).click()
    await widget.getByText('You rejected this sell order. Nothing was sent.').waitFor()
    await item.getByText('Rejected', { exact: true }).waitFor()
    await expect.poll(() => isFollowed(widgetOrigin, orderId)).toBe(false)
    // Loaded again, the page shows the rejection the frame recorded, not Approve and Reject.
    await widget.reload()
    await widget.getByText('You rejected this sell order. Nothing was sent.').waitFor()
    expect(await widget.getByRole('button', { name: 'Approve' }).count()).toBe(0)

    // The same tab with an order whose seller is another address: refused, nothing recorded.
    const other = new URL(widget.url())
    other.searchParams.set('orderId', 'order-of-another')
    other.searchParams.set('partnerCustomerId', `0x${'22'.repeat(20)}`)
    await widget.goto(other.href)
    await widget
      .getByRole('alert')
      .getByText(
        'No valid wallet for the address: This order is not for the wallet you are logged in with.',
      )
      .waitFor()
    expect(await widget.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    expect(await sellItems(page).count()).toBe(1)
  })
})

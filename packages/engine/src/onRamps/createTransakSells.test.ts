import type { Activity } from '@tessera/chains'
import { testSellDeposit, testSeller, testSellOrder } from '@tessera/protocol/testing'
import { describe, expect, test } from 'vitest'
import { fakeRealtime } from '../testing/fakeRealtime.js'
import { createTransakSells, type TransakSell } from './createTransakSells.js'

const hash = `0x${'ab'.repeat(32)}`

const sell: TransakSell = {
  orderId: 'order-1',
  networkId: 'evm:31337',
  from: testSeller,
  depositAddress: testSellDeposit,
  cryptoAmount: '0.05',
  cryptoCurrency: 'ETH',
  contractAddress: 'NATIVE',
  decimals: 18,
  logo: 'http://127.0.0.1/images/ethereum.svg',
  fiat: { amount: '100', currency: 'USD', fee: '2.5' },
}

/** A realtime client the test publishes on by hand; `publish` sends an event of the Sell's order. */
function fakeSellRealtime() {
  const realtime = fakeRealtime()
  const publish = (status: string, extra: Record<string, unknown> = {}) =>
    realtime.publish(sell.orderId, { id: sell.orderId, status, isBuyOrSell: 'SELL', ...extra })
  return { ...realtime, publish }
}

function setup(
  options: { quoteFee?: () => Promise<string>; sendTransfer?: () => Promise<string> } = {},
) {
  const realtime = fakeSellRealtime()
  const log: Activity[] = []
  const sent: unknown[] = []
  const sells = createTransakSells({
    realtime: realtime.client,
    find: (orderId) => log.find((entry) => entry.order?.orderId === orderId),
    record: (activity) => {
      const index = log.findIndex((entry) => entry.order?.orderId === activity.order?.orderId)
      if (index === -1) log.push(activity)
      else log[index] = activity
    },
    chainIdOf: () => 31337,
    explorerUrlOf: (_networkId, sentHash) => `https://explorer.test/tx/${sentHash}`,
    quoteFee: async () => (options.quoteFee ? options.quoteFee() : 'normal'),
    sendTransfer: async (transfer, fee) => {
      sent.push({ transfer, fee })
      return options.sendTransfer ? options.sendTransfer() : hash
    },
    now: () => 1_700_000_000_000,
  })
  return { sells, log, sent, realtime }
}

const recorded = { ...testSellOrder, logo: sell.logo }
const nativeTransfer = {
  networkId: 'evm:31337',
  asset: 'native',
  to: testSellDeposit,
  amount: 50_000_000_000_000_000n,
}

describe('createTransakSells', () => {
  test('S-022: sell_token_init records an Unapproved Sell with sellDetails, follows its order channel and answers the recorded order', () => {
    const { sells, log, realtime } = setup()
    expect(sells.init(sell)).toEqual({ order: recorded })
    expect(log).toEqual([
      expect.objectContaining({
        operation: 'Sell',
        status: 'Unapproved',
        txHash: '',
        address: { from: testSeller, to: testSellDeposit },
        order: {
          orderId: 'order-1',
          provider: 'transak',
          crypto: {
            amount: '0.05',
            currency: 'ETH',
            contractAddress: 'NATIVE',
            decimals: 18,
            logo: sell.logo,
          },
          fiat: { amount: '100', currency: 'USD', fee: '2.5' },
        },
      }),
    ])
    expect([...realtime.listeners.keys()]).toEqual(['order-1'])
  })

  test('S-023: a later sell_token_init for a recorded order is answered with the recorded transfer and state, never its own', async () => {
    const { sells, log, sent } = setup()
    sells.init(sell)
    expect(sells.init({ ...sell, cryptoAmount: '9', depositAddress: testSeller })).toEqual({
      order: recorded,
    })
    await sells.approve(sell.orderId)
    expect(sent).toEqual([{ transfer: nativeTransfer, fee: 'normal' }])
    expect(sells.init({ ...sell, cryptoAmount: '9' })).toEqual({
      order: { ...recorded, state: 'sent', txHash: hash },
    })
    expect(log).toHaveLength(1)
  })

  test('S-023: a Sell from before the frame reloaded (only in the log) is answered as stored and never sent (a send may have been under way)', async () => {
    const first = setup()
    first.sells.init(sell)
    const again = setup()
    again.log.push(first.log[0] as Activity)
    expect(again.sells.init({ ...sell, cryptoAmount: '9' })).toEqual({
      order: { ...recorded, state: 'closed' },
    })
    expect(again.log).toEqual([first.log[0]])
    await expect(again.sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
    expect(again.sent).toEqual([])
    const rejected = setup()
    rejected.log.push({ ...(first.log[0] as Activity), status: 'Rejected' })
    expect(rejected.sells.init(sell)).toEqual({ order: { ...recorded, state: 'rejected' } })
    await expect(rejected.sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
  })

  test('S-024: sell_token_reject sets Rejected, stops following, answers it, and nothing can be sent after', async () => {
    const { sells, log, realtime, sent } = setup()
    sells.init(sell)
    expect(sells.reject(sell.orderId)).toEqual({ order: { ...recorded, state: 'rejected' } })
    expect(log[0]?.status).toBe('Rejected')
    expect(realtime.listeners.size).toBe(0)
    await expect(sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
    expect(sent).toEqual([])
  })

  test('S-025: approve sends exactly the recorded transfer once and records Approved with its hash itself', async () => {
    const { sells, log, sent } = setup()
    sells.init(sell)
    expect(await sells.approve(sell.orderId)).toEqual({
      order: { ...recorded, state: 'sent', txHash: hash },
    })
    expect(log[0]).toMatchObject({
      status: 'Approved',
      txHash: hash,
      explorerUrl: `https://explorer.test/tx/${hash}`,
      transaction: { hash },
    })
    await expect(sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
    expect(sent).toHaveLength(1)
  })

  test('S-025: trailing zeros beyond the token decimals do not refuse an amount', async () => {
    const { sells, sent, log } = setup()
    expect(sells.init({ ...sell, cryptoAmount: '0.0500000', decimals: 6 })).toMatchObject({
      order: { cryptoAmount: '0.05' },
    })
    await sells.approve(sell.orderId)
    expect(sent).toEqual([
      { transfer: expect.objectContaining({ amount: 50_000n }), fee: 'normal' },
    ])
    expect(log[0]?.order?.crypto.amount).toBe('0.05')
  })

  test('S-025: an ERC-20 Sell sends the token contract in its decimals', async () => {
    const { sells, sent, log } = setup()
    const token = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'
    sells.init({ ...sell, contractAddress: token, decimals: 6, cryptoCurrency: 'USDT' })
    await sells.approve(sell.orderId)
    expect(sent).toEqual([
      { transfer: expect.objectContaining({ asset: token, amount: 50_000n }), fee: 'normal' },
    ])
    expect(log[0]?.customToken).toEqual({ address: token, symbol: 'USDT', decimals: 6 })
  })

  test('S-026: a failed broadcast records Failed in the frame itself; no retry pays twice', async () => {
    const { sells, log, sent } = setup({ sendTransfer: () => Promise.reject(new Error('nonce')) })
    sells.init(sell)
    await expect(sells.approve(sell.orderId)).rejects.toThrow('nonce')
    expect(log[0]?.status).toBe('Failed')
    expect(sells.order(sell.orderId)).toEqual({ order: { ...recorded, state: 'failed' } })
    await expect(sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
    expect(sent).toHaveLength(1)
  })

  test('S-026: a failure before the broadcast (the fee quote) leaves the Sell Unapproved; a retry sends the same transfer', async () => {
    let quotes = 0
    const { sells, log, sent } = setup({
      quoteFee: async () => {
        quotes += 1
        if (quotes === 1) throw new Error('rpc down')
        return 'normal'
      },
    })
    sells.init(sell)
    await expect(sells.approve(sell.orderId)).rejects.toThrow('rpc down')
    expect(log[0]?.status).toBe('Unapproved')
    expect(sent).toEqual([])
    await sells.approve(sell.orderId)
    expect(sent).toEqual([{ transfer: nativeTransfer, fee: 'normal' }])
    expect(log[0]?.status).toBe('Approved')
  })

  test('S-031, S-034: once the order expired, was cancelled or is processing, approve sends nothing and reject changes nothing', async () => {
    for (const [status, activityStatus] of [
      ['EXPIRED', 'Expired'],
      ['CANCELLED', 'Cancelled'],
      ['PROCESSING', 'Processing'],
    ]) {
      const { sells, log, sent, realtime } = setup()
      sells.init(sell)
      realtime.publish(status as string)
      await expect(sells.approve(sell.orderId)).rejects.toMatchObject({ code: 'W-130' })
      expect(sells.reject(sell.orderId)).toMatchObject({ order: { orderId: sell.orderId } })
      expect(log[0]?.status).toBe(activityStatus)
      expect(sent).toEqual([])
    }
  })

  test('error: messages for an order this frame did not record change nothing; an amount finer than the token is refused with its reason', async () => {
    const { sells, log } = setup()
    expect(sells.reject('other')).toEqual({ error: 'sell order other is not recorded' })
    await expect(sells.approve('other')).rejects.toMatchObject({ code: 'W-130' })
    expect(sells.init({ ...sell, cryptoAmount: '0.0000001', decimals: 6 })).toEqual({
      error: '0.0000001 ETH does not fit the token',
    })
    expect(log).toEqual([])
  })

  test('S-027, S-028, S-029, S-030, S-035: order events move the Sell forward only, keep the hash the frame sent, and the final one ends the subscription', async () => {
    const { sells, log, realtime } = setup()
    sells.init(sell)
    await sells.approve(sell.orderId)
    realtime.publish('PAYMENT_DONE_MARKED_BY_USER')
    expect(log[0]?.status).toBe('Approved')
    realtime.publish('AWAITING_PAYMENT_FROM_USER') // late: never back to Unapproved
    expect(log[0]?.status).toBe('Approved')
    realtime.publish('PROCESSING')
    expect(log[0]?.status).toBe('Processing')
    realtime.publish('PENDING_DELIVERY_FROM_TRANSAK')
    expect(log[0]?.status).toBe('Pending')
    realtime.publish('COMPLETED', {
      transactionHash: hash,
      transactionLink: `https://x.test/tx/${hash}`,
    })
    expect(log[0]).toMatchObject({
      status: 'Success',
      txHash: hash,
      explorerUrl: `https://x.test/tx/${hash}`,
    })
    expect(realtime.listeners.size).toBe(0)
  })

  test('behavior: an event carrying another hash does not replace the one the frame sent', async () => {
    const { sells, log, realtime } = setup()
    sells.init(sell)
    await sells.approve(sell.orderId)
    const other = `0x${'ef'.repeat(32)}`
    realtime.publish('PROCESSING', {
      transactionHash: other,
      transactionLink: `https://x/${other}`,
    })
    expect(log[0]).toMatchObject({
      status: 'Processing',
      txHash: hash,
      explorerUrl: `https://explorer.test/tx/${hash}`,
    })
  })
  test('S-031, S-032, S-033, S-034: CANCELLED, FAILED, REFUNDED and EXPIRED end a Sell as such', () => {
    for (const [status, activityStatus] of [
      ['CANCELLED', 'Cancelled'],
      ['FAILED', 'Failed'],
      ['REFUNDED', 'Refunded'],
      ['EXPIRED', 'Expired'],
    ]) {
      const { sells, log, realtime } = setup()
      sells.init(sell)
      realtime.publish(status as string)
      expect(log[0]?.status).toBe(activityStatus)
      expect(realtime.listeners.size).toBe(0)
    }
  })

  test('error: a BUY event on the order channel does not touch the Sell', () => {
    const { sells, log, realtime } = setup()
    sells.init(sell)
    realtime.listeners.get(sell.orderId)?.('ORDER_COMPLETED', {
      id: sell.orderId,
      status: 'COMPLETED',
      isBuyOrSell: 'BUY',
      fiatCurrency: 'USD',
      cryptoCurrency: 'ETH',
      fiatAmount: 1,
      cryptoAmount: 1,
      totalFeeInFiat: 0,
    })
    expect(log[0]?.status).toBe('Unapproved')
  })
})

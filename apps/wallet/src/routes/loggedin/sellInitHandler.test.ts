import { type Activity, createTransakSells } from '@tessera/engine'
import { testOrderActivity } from '@tessera/engine/testing'
import { testSeller, testSellInit } from '@tessera/protocol/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sellInitTimeoutMs } from '../sell/prepareSell.js'
import { sellTexts } from '../sell/sellTexts.js'
import {
  type SellInitHandlerParameters,
  sellInitHandler,
  sellTokenCheckTimeoutMs,
} from './sellInitHandler.js'

const token = '0x2222222222222222222222222222222222222222'
const { messageId: _, ...init } = { ...testSellInit, contractAddress: token, tokenDecimals: 6 }

/**
 * The init handler on the local chain, `read` telling the token's metadata, `stored` the order's
 * activity from before a reload; what it recorded.
 */
function setup(read: () => Promise<{ decimals?: number }>, stored?: Activity) {
  const record = vi.fn()
  const find = () => stored
  let stopped = false
  const engine = {
    address: testSeller,
    networks: { selected: () => ({ id: 'eip155:31337' }), chainIdOf: () => 31337 },
    tokens: { read: vi.fn(read) },
  } as unknown as SellInitHandlerParameters['engine']
  const sells = createTransakSells({
    realtime: undefined,
    find,
    record,
    chainIdOf: () => 31337,
    quoteFee: vi.fn(),
    sendTransfer: vi.fn(),
    explorerUrlOf: () => null,
  })
  const handle = sellInitHandler({ engine, sells, find, isStopped: () => stopped })
  return { handle, record, engine, stop: () => (stopped = true) }
}

describe('sellInitHandler', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('error: #20 an ERC-20 whose check on chain fails is answered with the refusal and no Sell is recorded', async () => {
    const { handle, record } = setup(async () => ({}))
    expect(await handle(init)).toEqual({ error: `Invalid token: ${token} tells no decimals()` })
    expect(record).not.toHaveBeenCalled()
  })

  test('behavior: #20 a logout during the check records nothing; a stored order is answered without asking the chain', async () => {
    let confirm: (metadata: { decimals: number }) => void = () => undefined
    const { handle, record, engine, stop } = setup(
      () => new Promise((resolve) => (confirm = resolve)),
    )
    const answer = handle(init)
    expect(engine.tokens.read).toHaveBeenCalledOnce()
    stop()
    confirm({ decimals: 6 })
    expect(await answer).toEqual({ error: sellTexts.noWallet })
    expect(record).not.toHaveBeenCalled()

    // A reloaded page of an order stored before: its state, even with the node down.
    const stored = testOrderActivity('Sell', init.orderId, { status: 'Approved' })
    const reloaded = setup(() => Promise.reject(new Error('node down')), stored)
    expect(await reloaded.handle(init)).toMatchObject({
      order: { orderId: init.orderId, state: 'sent' },
    })
    expect(reloaded.engine.tokens.read).not.toHaveBeenCalled()
    expect(reloaded.record).not.toHaveBeenCalled()
  })
  test('error: #20 a check slower than sellTokenCheckTimeoutMs is refused (W-134) before the page stops waiting; its late result records nothing', async () => {
    vi.useFakeTimers()
    let confirm: (metadata: { decimals: number }) => void = () => undefined
    const { handle, record } = setup(() => new Promise((resolve) => (confirm = resolve)))
    const answer = handle(init)
    await vi.advanceTimersByTimeAsync(sellTokenCheckTimeoutMs)
    expect(await answer).toEqual({ error: 'Could not get the token: the chain is slow' })
    confirm({ decimals: 6 })
    await vi.runAllTimersAsync()
    expect(record).not.toHaveBeenCalled()
    expect(sellTokenCheckTimeoutMs).toBeLessThan(sellInitTimeoutMs)
  })
})

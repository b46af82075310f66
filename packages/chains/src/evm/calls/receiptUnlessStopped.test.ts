import type { PublicClient, TransactionReceipt } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { receiptUnlessStopped } from './receiptUnlessStopped.js'

const hash = `0x${'cd'.repeat(32)}` as const
const receipt = { transactionHash: hash, status: 'success' } as TransactionReceipt

/** A node that has no receipt for the first `misses` questions, then has it. */
function nodeMiningAfter(misses: number) {
  const getTransactionReceipt = vi.fn(async () => {
    if (getTransactionReceipt.mock.calls.length <= misses) throw new Error('not found')
    return receipt
  })
  return { client: { getTransactionReceipt } as unknown as PublicClient, getTransactionReceipt }
}

describe('receiptUnlessStopped', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('default: K-028 the block tracker asks for the receipt every 1000 ms until it is mined', async () => {
    const { client, getTransactionReceipt } = nodeMiningAfter(2)
    const found = receiptUnlessStopped(hash, client, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(getTransactionReceipt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(getTransactionReceipt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(getTransactionReceipt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await found).toBe(receipt)
    expect(getTransactionReceipt).toHaveBeenCalledTimes(3)
  })

  test('behavior: a stop while waiting answers null at once and asks no more', async () => {
    const { client, getTransactionReceipt } = nodeMiningAfter(Number.POSITIVE_INFINITY)
    const stop = new AbortController()
    const found = receiptUnlessStopped(hash, client, stop.signal)
    await vi.advanceTimersByTimeAsync(0)
    stop.abort()
    expect(await found).toBe(null)
    await vi.advanceTimersByTimeAsync(5000)
    expect(getTransactionReceipt).toHaveBeenCalledTimes(1)
  })
})

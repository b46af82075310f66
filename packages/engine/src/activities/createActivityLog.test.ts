import { activityPollIntervalMs } from '@tessera/protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Activity, ActivityReceipt } from './Activity.js'
import { activitiesPerChain, createActivityLog } from './createActivityLog.js'
import { operationOf } from './recordBroadcast.js'

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

function activity(n: number, chainId = 1): Activity {
  return {
    chainId,
    operation: 'Send',
    txHash: hashOf(n),
    explorerUrl: null,
    transaction: {
      hash: hashOf(n),
      amount: '1',
      nonce: n,
      gasLimit: '21000',
      gasPrice: '1',
      gasUsed: null,
      data: null,
      fee: null,
    },
    status: 'Pending',
    date: n,
    address: { from: '0x0000000000000000000000000000000000000001', to: null },
    customToken: null,
  }
}

const success: ActivityReceipt = { status: 'Success', gasUsed: '21000', fee: '42000' }

function logWith(receipts: Map<string, ActivityReceipt>, save = vi.fn()) {
  const fetchReceipt = vi.fn(async (entry: Activity) => receipts.get(entry.txHash) ?? null)
  const onSilentError = vi.fn()
  const log = createActivityLog({ store: { load: () => [], save }, fetchReceipt, onSilentError })
  return { log, fetchReceipt, onSilentError, save }
}

describe('createActivityLog', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('S-009, K-026: a new activity is Pending and its receipt is polled every 3000 ms', async () => {
    const { log, fetchReceipt } = logWith(new Map())
    log.record(activity(1))
    expect(log.list(1).map((entry) => entry.status)).toEqual(['Pending'])
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs - 1)
    expect(fetchReceipt).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchReceipt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs)
    expect(fetchReceipt).toHaveBeenCalledTimes(2)
    expect(activityPollIntervalMs).toBe(3000)
    log.stop()
  })

  test('S-010, S-012: the receipt turns it Success or Failed with gas used and fee; polling then stops', async () => {
    const receipts = new Map<string, ActivityReceipt>()
    const { log, fetchReceipt } = logWith(receipts)
    const listener = vi.fn()
    log.subscribe(listener)
    log.record(activity(1))
    log.record(activity(2))
    receipts.set(hashOf(1), success)
    receipts.set(hashOf(2), { status: 'Failed', gasUsed: '50000', fee: '100000' })
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs)
    expect(log.list(1).map((entry) => [entry.status, entry.transaction.fee])).toEqual([
      ['Failed', '100000'],
      ['Success', '42000'],
    ])
    expect(log.list(1)[1]?.transaction.gasUsed).toBe('21000')
    expect(listener).toHaveBeenCalledTimes(3)
    const calls = fetchReceipt.mock.calls.length
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs * 3)
    expect(fetchReceipt).toHaveBeenCalledTimes(calls)
  })

  test('S-010: a node error keeps it Pending and polling goes on', async () => {
    const fetchReceipt = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(success)
    const log = createActivityLog({ store: undefined, fetchReceipt, onSilentError: vi.fn() })
    log.record(activity(1))
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs)
    expect(log.list(1)[0]?.status).toBe('Pending')
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs)
    expect(log.list(1)[0]?.status).toBe('Success')
  })

  test('S-009: stored Pending activities are polled after login too', async () => {
    const fetchReceipt = vi.fn(async () => success)
    const log = createActivityLog({
      store: { load: () => [activity(1)], save: () => undefined },
      fetchReceipt,
      onSilentError: vi.fn(),
    })
    await vi.advanceTimersByTimeAsync(activityPollIntervalMs)
    expect(log.list(1)[0]?.status).toBe('Success')
  })

  test('behavior: a transaction already listed (a retry answered with the same hash) is listed once', () => {
    const { log } = logWith(new Map())
    log.record(activity(1))
    log.record(activity(1))
    log.record(activity(1, 137))
    expect(log.list(1)).toHaveLength(1)
    expect(log.list(137)).toHaveLength(1)
    log.stop()
  })

  test('default: newest first per chain, capped per chain, other chains apart', () => {
    const { log } = logWith(new Map())
    log.record(activity(0, 5))
    for (let n = 1; n <= activitiesPerChain + 2; n++) log.record(activity(n))
    expect(log.list(1)).toHaveLength(activitiesPerChain)
    expect(log.list(1)[0]?.txHash).toBe(hashOf(activitiesPerChain + 2))
    expect(log.list(1).at(-1)?.txHash).toBe(hashOf(3))
    expect(log.list(5).map((entry) => entry.txHash)).toEqual([hashOf(0)])
    expect(log.list(1)).toBe(log.list(1))
    log.stop()
  })

  test('X-040, X-074: a failed save is W-136, reported silently, and the activity is still listed', () => {
    const save = vi.fn(() => {
      throw new Error('QuotaExceededError')
    })
    const { log, onSilentError } = logWith(new Map(), save)
    log.record(activity(1))
    expect(onSilentError).toHaveBeenCalledWith(expect.objectContaining({ code: 'W-136' }))
    expect(log.list(1)).toHaveLength(1)
    log.stop()
  })

  test('default: a host transaction is a Contract Deployment without to, a Contract Interaction with data, else a Send', () => {
    const to = '0x0000000000000000000000000000000000000002'
    expect(operationOf({ to: null, data: '0x6080' })).toBe('Contract Deployment')
    expect(operationOf({ to, data: '0xa9059cbb' })).toBe('Contract Interaction')
    expect(operationOf({ to, data: '0x' })).toBe('Send')
    expect(operationOf({ to, data: null })).toBe('Send')
  })
})

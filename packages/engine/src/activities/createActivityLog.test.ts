import type { Activity, ActivityProgress } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { testActivity, testHash } from '../testing/testActivity.js'
import { activitiesPerNetwork, createActivityLog } from './createActivityLog.js'

const mainnet = evmNetworkId(1)
const polygon = evmNetworkId(137)
// SPEC §9: EVM activities are asked about every 3000 ms.
const pollIntervalMs = evmAdapter.activityPollIntervalMs

const mined = (status: ActivityProgress['status'], gasUsed: string, fee: string) =>
  ({ status, transaction: { gasUsed, fee }, isAwaitingDetails: false }) as const
const success = mined('Success', '21000', '42000')

function logWith(progress: Map<string, ActivityProgress>, save = vi.fn()) {
  const follow = vi.fn(async (entry: Activity) => progress.get(entry.txHash) ?? null)
  const onSilentError = vi.fn()
  const log = createActivityLog({
    store: { load: () => [], save },
    follow,
    pollIntervalMs,
    onSilentError,
  })
  return { log, follow, onSilentError, save }
}

describe('createActivityLog', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('S-009, K-026: a new activity is Pending and its receipt is polled every 3000 ms', async () => {
    const { log, follow } = logWith(new Map())
    log.record(testActivity(1))
    expect(log.list(mainnet).map((entry) => entry.status)).toEqual(['Pending'])
    await vi.advanceTimersByTimeAsync(pollIntervalMs - 1)
    expect(follow).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(follow).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(follow).toHaveBeenCalledTimes(2)
    expect(pollIntervalMs).toBe(3000)
    log.stop()
  })

  test('S-010, S-012: the receipt turns it Success or Failed with gas used and fee; polling then stops', async () => {
    const receipts = new Map<string, ActivityProgress>()
    const { log, follow } = logWith(receipts)
    const listener = vi.fn()
    log.subscribe(listener)
    log.record(testActivity(1))
    log.record(testActivity(2))
    receipts.set(testHash(1), success)
    receipts.set(testHash(2), mined('Failed', '50000', '100000'))
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(log.list(mainnet).map((entry) => [entry.status, entry.transaction.fee])).toEqual([
      ['Failed', '100000'],
      ['Success', '42000'],
    ])
    expect(log.list(mainnet)[1]?.transaction.gasUsed).toBe('21000')
    expect(listener).toHaveBeenCalledTimes(3)
    const calls = follow.mock.calls.length
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 3)
    expect(follow).toHaveBeenCalledTimes(calls)
  })

  test('S-010: a node error keeps it Pending and polling goes on', async () => {
    const follow = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(success)
    const log = createActivityLog({
      store: undefined,
      follow,
      pollIntervalMs,
      onSilentError: vi.fn(),
    })
    log.record(testActivity(1))
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(log.list(mainnet)[0]?.status).toBe('Pending')
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(log.list(mainnet)[0]?.status).toBe('Success')
  })

  test('S-009: stored Pending activities are polled after login too', async () => {
    const follow = vi.fn(async () => success)
    const log = createActivityLog({
      store: { load: () => [testActivity(1)], save: () => undefined },
      follow,
      pollIntervalMs,
      onSilentError: vi.fn(),
    })
    await vi.advanceTimersByTimeAsync(pollIntervalMs)
    expect(log.list(mainnet)[0]?.status).toBe('Success')
  })

  test('behavior: a transaction already listed (a retry answered with the same hash) is listed once', () => {
    const { log } = logWith(new Map())
    log.record(testActivity(1))
    log.record(testActivity(1))
    log.record(testActivity(1, { networkId: polygon }))
    expect(log.list(mainnet)).toHaveLength(1)
    expect(log.list(polygon)).toHaveLength(1)
    log.stop()
  })

  test('default: newest first per network, capped per network, other networks apart', () => {
    const { log } = logWith(new Map())
    log.record(testActivity(0, { networkId: evmNetworkId(5) }))
    for (let n = 1; n <= activitiesPerNetwork + 2; n++) log.record(testActivity(n))
    expect(log.list(mainnet)).toHaveLength(activitiesPerNetwork)
    expect(log.list(mainnet)[0]?.txHash).toBe(testHash(activitiesPerNetwork + 2))
    expect(log.list(mainnet).at(-1)?.txHash).toBe(testHash(3))
    expect(log.list(evmNetworkId(5)).map((entry) => entry.txHash)).toEqual([testHash(0)])
    expect(log.list(mainnet)).toBe(log.list(mainnet))
    log.stop()
  })

  test('X-040, X-074: a failed save is W-136, reported silently, and the activity is still listed', () => {
    const save = vi.fn(() => {
      throw new Error('QuotaExceededError')
    })
    const { log, onSilentError } = logWith(new Map(), save)
    log.record(testActivity(1))
    expect(onSilentError).toHaveBeenCalledWith(expect.objectContaining({ code: 'W-136' }))
    expect(log.list(mainnet)).toHaveLength(1)
    log.stop()
  })

  test('#20: a Buy of an on-ramp order is added once and updated where it is; its Pending is not asked of the network', async () => {
    const { log, follow, save } = logWith(new Map())
    const buy = (orderId: string, status: Activity['status']): Activity => ({
      ...testActivity(0),
      operation: 'Buy',
      txHash: '',
      status,
      order: {
        orderId,
        provider: 'transak',
        crypto: { amount: '0.05', currency: 'ETH' },
        fiat: { amount: '100', currency: 'USD', fee: '2.5' },
      },
    })
    log.recordOrder(buy('a', 'Unapproved'))
    log.recordOrder(buy('b', 'Pending'))
    log.record({ ...testActivity(1), status: 'Success' })
    log.recordOrder(buy('a', 'Success'))
    expect(
      log.list(mainnet).map((entry) => `${entry.order?.orderId ?? 'send'} ${entry.status}`),
    ).toEqual(['send Success', 'b Pending', 'a Success'])
    expect(save).toHaveBeenLastCalledWith(log.list(mainnet))
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 2)
    expect(follow).not.toHaveBeenCalled()
  })

  test('#20: after logout (stop) a late record or order is ignored and nothing polls again', async () => {
    const { log, follow, save } = logWith(new Map())
    log.stop()
    log.record(testActivity(1))
    log.recordOrder({ ...testActivity(2), operation: 'Buy', txHash: '' })
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 2)
    expect(follow).not.toHaveBeenCalled()
    expect(save).not.toHaveBeenCalled()
    expect(log.list(mainnet)).toEqual([])
  })
  test('S-011: a Cancel recorded after its original was mined fails at once, saying why (no poll would settle it)', () => {
    const { log, follow } = logWith(new Map())
    const original: Activity = { ...testActivity(1), status: 'Success' }
    log.record(original)
    log.record({ ...testActivity(2), operation: 'Cancel', cancels: original.txHash })
    expect(log.list(mainnet)[0]).toMatchObject({
      status: 'Failed',
      failureReason: 'minedBeforeCancel',
    })
    expect(follow).not.toHaveBeenCalled()
    log.stop()
  })

  test('S-011: a stored Cancel whose original is mined settles at load, and is saved so', () => {
    const original: Activity = { ...testActivity(1), status: 'Success' }
    const save = vi.fn()
    const log = createActivityLog({
      store: {
        load: () => [
          { ...testActivity(2), operation: 'Cancel', cancels: original.txHash },
          original,
        ],
        save,
      },
      follow: vi.fn(async () => null),
      pollIntervalMs,
      onSilentError: vi.fn(),
    })
    expect(log.list(mainnet).map((entry) => entry.status)).toEqual(['Failed', 'Success'])
    expect(save).toHaveBeenCalledWith(log.list(mainnet))
    log.stop()
  })
})

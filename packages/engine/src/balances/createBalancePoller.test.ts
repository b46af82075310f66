import { balancePollIntervalMs, balancePollStopAfterMs } from '@tessera/protocol'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AssetEntry } from './assetEntry.js'
import { createBalancePoller } from './createBalancePoller.js'

const asset = (balance: bigint): AssetEntry => ({
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance,
})

describe('createBalancePoller', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const counting = () => {
    let reads = 0
    return {
      read: vi.fn(async () => [asset(BigInt(++reads))]),
      reads: () => reads,
    }
  }

  test('default: K-001 reads at once, then every 10 s (SPEC §9)', async () => {
    const { read } = counting()
    const poller = createBalancePoller({ read, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    expect(poller.snapshot().assets).toEqual([asset(1n)])
    await vi.advanceTimersByTimeAsync(balancePollIntervalMs - 1)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    expect(poller.snapshot().assets).toEqual([asset(2n)])
    poller.stop()
  })

  test('behavior: K-002 stops polling after 10 min; refresh reads again and restarts the window', async () => {
    const { read } = counting()
    const poller = createBalancePoller({ read, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(balancePollStopAfterMs)
    const readsInWindow = read.mock.calls.length
    expect(readsInWindow).toBe(balancePollStopAfterMs / balancePollIntervalMs + 1)
    expect(poller.snapshot().isPolling).toBe(false)
    await vi.advanceTimersByTimeAsync(balancePollStopAfterMs)
    expect(read).toHaveBeenCalledTimes(readsInWindow)

    await poller.refresh()
    expect(read).toHaveBeenCalledTimes(readsInWindow + 1)
    expect(poller.snapshot().isPolling).toBe(true)
    await vi.advanceTimersByTimeAsync(balancePollIntervalMs)
    expect(read).toHaveBeenCalledTimes(readsInWindow + 2)
    poller.stop()
  })

  test('behavior: subscribers hear each change; snapshots are new objects', async () => {
    const { read } = counting()
    const poller = createBalancePoller({ read, onError: vi.fn() })
    const listener = vi.fn()
    const unsubscribe = poller.subscribe(listener)
    const first = poller.snapshot()
    await vi.advanceTimersByTimeAsync(0)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(poller.snapshot()).not.toBe(first)
    unsubscribe()
    await vi.advanceTimersByTimeAsync(balancePollIntervalMs)
    expect(listener).toHaveBeenCalledTimes(1)
    poller.stop()
  })

  test('behavior: X-070 a failed read is reported only; the last good balances stay', async () => {
    const onError = vi.fn()
    const read = vi
      .fn<() => Promise<AssetEntry[]>>()
      .mockResolvedValueOnce([asset(5n)])
      .mockRejectedValueOnce(new Error('node down'))
    const poller = createBalancePoller({ read, onError })
    await vi.advanceTimersByTimeAsync(balancePollIntervalMs)
    expect(onError).toHaveBeenCalledWith(new Error('node down'))
    expect(poller.snapshot().assets).toEqual([asset(5n)])
    poller.stop()
  })

  test('behavior: reads never overlap; stop ends polling for good', async () => {
    let finish: (assets: AssetEntry[]) => void = () => {}
    const read = vi.fn(() => new Promise<AssetEntry[]>((resolve) => (finish = resolve)))
    const poller = createBalancePoller({ read, onError: vi.fn() })
    void poller.refresh()
    await vi.advanceTimersByTimeAsync(balancePollIntervalMs * 3)
    expect(read).toHaveBeenCalledTimes(1)
    finish([asset(1n)])
    poller.stop()
    await vi.advanceTimersByTimeAsync(balancePollStopAfterMs)
    expect(read).toHaveBeenCalledTimes(1)
    expect(poller.snapshot()).toMatchObject({ isPolling: false })
    await poller.refresh()
    expect(read).toHaveBeenCalledTimes(1)
  })
})

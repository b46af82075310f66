import type { AssetEntry } from '@tessera/chains'
import { balancePollIntervalMs, balancePollStopAfterMs } from '@tessera/protocol'
import { describe, expect, test, vi } from 'vitest'
import type { WalletEngine } from '../WalletEngine.js'
import { balancesQueryOptions } from './balancesQueryOptions.js'

const ether: AssetEntry = {
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: 1n,
}
const pollingSince = 1_000_000
const engineReading = (read: () => Promise<readonly AssetEntry[]>) =>
  ({ address: '0xabc', balances: { read } }) as unknown as WalletEngine
const optionsAt = (now: number, engine = engineReading(async () => [ether])) =>
  balancesQueryOptions(engine, { networkId: 'eip155:1', pollingSince, now: () => now })

describe('balancesQueryOptions', () => {
  test('default: the query reads the network’s assets through the engine', async () => {
    const read = vi.fn(async () => [ether])
    expect(await optionsAt(pollingSince, engineReading(read)).queryFn()).toEqual([ether])
    expect(read).toHaveBeenCalledWith('eip155:1')
  })

  test('behavior: K-001 polls every 10 s (SPEC §9)', () => {
    expect(optionsAt(pollingSince).refetchInterval()).toBe(balancePollIntervalMs)
    expect(optionsAt(pollingSince + 300_000).refetchInterval()).toBe(balancePollIntervalMs)
  })

  test('behavior: K-002 stops polling 10 min after it started; a Refresh starts it again', () => {
    const lastPoll = pollingSince + balancePollStopAfterMs - balancePollIntervalMs
    expect(optionsAt(lastPoll).refetchInterval()).toBe(balancePollIntervalMs)
    expect(optionsAt(lastPoll + 1).refetchInterval()).toBe(false)
    const refreshed = balancesQueryOptions(
      engineReading(async () => []),
      {
        networkId: 'eip155:1',
        pollingSince: lastPoll + 1,
        now: () => lastPoll + 1,
      },
    )
    expect(refreshed.refetchInterval()).toBe(balancePollIntervalMs)
  })

  test('behavior: each address and network has its own cache entry', () => {
    const engine = { address: '0xabc' } as WalletEngine
    const key = (networkId: `${string}:${string}`) =>
      balancesQueryOptions(engine, { networkId, pollingSince: 0 }).queryKey
    expect(key('eip155:1')).not.toEqual(key('eip155:137'))
  })
})

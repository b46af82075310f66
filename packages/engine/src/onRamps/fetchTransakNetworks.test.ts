import { describe, expect, test } from 'vitest'
import { parseTransakNetworks } from './fetchTransakNetworks.js'

const coin = (
  uniqueId: string,
  network: { name: string; chainId: string | null },
  flags: { isAllowed: boolean; isPayInAllowed: boolean },
) => ({ coinId: uniqueId, symbol: 'X', uniqueId, network, ...flags })

describe('parseTransakNetworks', () => {
  test('default: O-001 buy networks from isAllowed, sell networks from isPayInAllowed, by chain id', () => {
    expect(
      parseTransakNetworks({
        response: [
          coin(
            'ETHethereum',
            { name: 'ethereum', chainId: '1' },
            { isAllowed: true, isPayInAllowed: true },
          ),
          coin(
            'USDTpolygon',
            { name: 'polygon', chainId: '137' },
            { isAllowed: true, isPayInAllowed: false },
          ),
          coin(
            'POLpolygon',
            { name: 'polygon', chainId: '137' },
            { isAllowed: true, isPayInAllowed: true },
          ),
          coin(
            'BNBbsc',
            { name: 'bsc', chainId: '56' },
            { isAllowed: false, isPayInAllowed: true },
          ),
        ],
      }),
    ).toEqual({
      buy: { 1: 'ethereum', 137: 'polygon' },
      sell: { 1: 'ethereum', 137: 'polygon', 56: 'bsc' },
    })
  })

  test('behavior: items off EVM (chainId null) or of another shape are skipped', () => {
    expect(
      parseTransakNetworks({
        response: [
          coin(
            'SOLsolana',
            { name: 'solana', chainId: null },
            { isAllowed: true, isPayInAllowed: true },
          ),
          coin('X', { name: '', chainId: '1' }, { isAllowed: true, isPayInAllowed: true }),
          coin('Y', { name: 'bad', chainId: '0x1' }, { isAllowed: true, isPayInAllowed: true }),
          { uniqueId: 'Z', isAllowed: true },
          'ETH',
          coin('W', { name: 'w', chainId: '5' }, { isAllowed: 'yes', isPayInAllowed: 1 } as never),
        ],
      }),
    ).toEqual({ buy: {}, sell: {} })
  })

  test('error: a body without the response list is not a list', () => {
    for (const body of [null, [], { response: {} }, { data: [] }, 'x'])
      expect(parseTransakNetworks(body)).toBeUndefined()
  })
})

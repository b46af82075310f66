import { describe, expect, test } from 'vitest'
import { parseSecondOnRampNetworks, secondOnRampUrl } from './secondOnRamp.js'

const entry = (chainId: string, onramp: unknown, compatibility = 'evm') => ({
  chain_id: chainId,
  compatibility,
  transak: { network: 'x' },
  onramp,
})

describe('parseSecondOnRampNetworks', () => {
  test('default: EVM chains with a second on-ramp network and coin', () => {
    expect(
      parseSecondOnRampNetworks({
        data: [
          entry('1', { network: 'erc20', coin: 'eth' }),
          entry('137', { network: 'matic20', coin: 'pol' }),
          entry('1', { network: 'spl', coin: 'sol' }, 'solana'),
          entry('3', null, 'near'),
        ],
      }),
    ).toEqual({
      1: { network: 'erc20', coinCode: 'eth' },
      137: { network: 'matic20', coinCode: 'pol' },
    })
  })

  test('behavior: K-038 K-039 chains 80001 and 43114 never get the second on-ramp', () => {
    expect(
      parseSecondOnRampNetworks({
        data: [
          entry('80001', { network: 'matic20', coin: 'pol' }),
          entry('43114', { network: 'avax', coin: 'avax' }),
        ],
      }),
    ).toEqual({})
  })

  test('error: other shapes are not a coin config; bad entries are skipped', () => {
    for (const body of [null, { data: {} }, []])
      expect(parseSecondOnRampNetworks(body)).toBeUndefined()
    expect(
      parseSecondOnRampNetworks({
        data: [entry('x', { network: 'a', coin: 'b' }), entry('5', { network: '', coin: 'b' }), 7],
      }),
    ).toEqual({})
  })
})

describe('secondOnRampUrl', () => {
  test('default: O-006 network, coinCode and walletAddress join the partner query of the base', () => {
    const url = secondOnRampUrl({
      baseUrl: 'https://onramp.money/main/buy/?appId=1',
      network: 'matic20',
      coinCode: 'pol',
      walletAddress: '0xabc',
    })
    expect(url).toBe(
      'https://onramp.money/main/buy/?appId=1&network=matic20&coinCode=pol&walletAddress=0xabc',
    )
  })
})

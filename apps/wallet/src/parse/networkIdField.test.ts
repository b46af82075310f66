import { describe, expect, test } from 'vitest'
import { networkIdField } from './networkIdField.js'

describe('networkIdField', () => {
  test('default: a stored CAIP-2 network id is read as it is', () => {
    expect(networkIdField({ networkId: 'eip155:31337' }, 'networkId', 'chainId')).toBe(
      'eip155:31337',
    )
    expect(
      networkIdField(
        { networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainId: 1 },
        'networkId',
        'chainId',
      ),
    ).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  test('behavior: an EVM chain id number stored before network ids (issue #14) is eip155', () => {
    expect(networkIdField({ chainId: 137 }, 'networkId', 'chainId')).toBe('eip155:137')
    expect(networkIdField({ selectedChainId: 1 }, 'selectedNetworkId', 'selectedChainId')).toBe(
      'eip155:1',
    )
  })

  test.each([
    ['nothing', {}],
    ['a malformed id and no chain id', { networkId: 'eip155' }],
    ['a chain id as text', { chainId: '1' }],
    ['a chain id of 0', { chainId: 0 }],
    ['a negative chain id', { chainId: -1 }],
    ['a fractional chain id', { chainId: 1.5 }],
    ['a chain id beyond safe integers', { chainId: 2 ** 53 }],
  ])('error: %s is not trusted', (_, record) => {
    expect(() => networkIdField(record, 'networkId', 'chainId')).toThrow(TypeError)
  })
})

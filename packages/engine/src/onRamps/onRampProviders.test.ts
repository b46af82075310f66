import { describe, expect, test } from 'vitest'
import { onRampProviders } from './onRampProviders.js'

const networks = {
  card: { buy: { 1: 'ethereum', 137: 'polygon' }, sell: { 1: 'ethereum' } },
  second: { 1: { network: 'erc20', coinCode: 'eth' }, 56: { network: 'bep20', coinCode: 'bnb' } },
}

const evm = (chainId: number) => ({ id: `eip155:${chainId}` as const, chainId })

describe('onRampProviders', () => {
  test('default: H-016 O-002 buy offers each on-ramp serving the chain, card first', () => {
    expect(onRampProviders(networks, evm(1), 'buy')).toEqual(['transak', 'onramp'])
    expect(onRampProviders(networks, evm(137), 'buy')).toEqual(['transak'])
    expect(onRampProviders(networks, evm(56), 'buy')).toEqual(['onramp'])
  })

  test('behavior: H-015 H-017 no buy where neither serves; sell only through the card on-ramp', () => {
    expect(onRampProviders(networks, evm(31337), 'buy')).toEqual([])
    expect(onRampProviders(networks, evm(1), 'sell')).toEqual(['transak'])
    expect(onRampProviders(networks, evm(137), 'sell')).toEqual([])
    expect(onRampProviders(networks, evm(56), 'sell')).toEqual([])
  })

  test('args: an on-ramp that did not load serves no chain', () => {
    expect(onRampProviders({ card: undefined, second: networks.second }, evm(1), 'buy')).toEqual([
      'onramp',
    ])
    expect(onRampProviders({ card: undefined, second: undefined }, evm(1), 'buy')).toEqual([])
  })

  test('behavior: H-015 H-017 a Solana network is never matched against the EVM chain ids (its id 1 is not Ethereum)', () => {
    const solana = { id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const, chainId: 1 }
    expect(onRampProviders(networks, solana, 'buy')).toEqual([])
    expect(onRampProviders(networks, solana, 'sell')).toEqual([])
  })
})

import { evmAdapter } from '@tessera/chains/evm'
import { describe, expect, test } from 'vitest'
import { networksOfServerChains } from './networksOfServerChains.js'

const polygon = {
  chainId: '137',
  chainName: 'Polygon',
  rpcUrl: 'https://polygon-rpc.example',
  explorerUrl: 'https://polygonscan.com',
  currency: 'POL',
  chainType: 'evm_secp256k1',
  defaultChain: true,
} as const

describe('networksOfServerChains', () => {
  test('default: K-007 a gateway chain becomes a network named by its CAIP-2 id (EVM native decimals 18), its explorer kept', () => {
    expect(networksOfServerChains(evmAdapter, [polygon])).toEqual([
      {
        id: 'eip155:137',
        chainName: 'Polygon',
        rpcUrls: ['https://polygon-rpc.example'],
        blockExplorerUrls: ['https://polygonscan.com'],
        nativeCurrency: { symbol: 'POL', name: 'POL', decimals: 18 },
        isCustom: false,
        chainType: 'evm_secp256k1',
        defaultChain: true,
      },
    ])
  })

  test('default: C-004 every server chain field makes the network config; a chain of another family is left out', () => {
    const chains = [
      { ...polygon, compatibility: 'evm' },
      { ...polygon, chainId: '1', chainName: 'Solana', compatibility: 'solana' },
      { ...polygon, chainId: '2', chainName: 'Typed Solana', chainType: 'solana_cv25519' },
    ] as const
    expect(networksOfServerChains(evmAdapter, chains)).toEqual(
      networksOfServerChains(evmAdapter, [polygon]),
    )
    expect(networksOfServerChains(evmAdapter, [{ ...polygon, defaultChain: false }])).toEqual([
      expect.objectContaining({ defaultChain: false }),
    ])
  })

  test.each(['javascript:alert(document.domain)', 'http://polygonscan.example', 'data:,x'])(
    'error: #15 finding 7 a gateway explorer URL %j is left out, the chain kept',
    (explorerUrl) => {
      const [network] = networksOfServerChains(evmAdapter, [{ ...polygon, explorerUrl }])
      expect(network).toMatchObject({ id: 'eip155:137', blockExplorerUrls: [] })
    },
  )
})

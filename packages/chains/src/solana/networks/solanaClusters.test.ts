import { describe, expect, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { solanaClusters } from './solanaClusters.js'

describe('solanaClusters', () => {
  test('default: the gateway chain ids 1, 2, 3 are mainnet-beta, testnet and devnet by genesis hash', () => {
    expect(['1', '2', '3'].map((chainId) => solanaAdapter.networkIdOf(chainId))).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
  })

  test('behavior: the host chain id of each network is its gateway chain id, and back', () => {
    for (const { networkId, hostChainId } of solanaClusters) {
      expect(solanaAdapter.hostChainIdOf(networkId)).toBe(hostChainId)
      expect(solanaAdapter.networkIdOf(String(hostChainId))).toBe(networkId)
    }
  })

  test('behavior: the token list names the clusters 101, 102 and 103', () => {
    expect(solanaClusters.map((cluster) => cluster.tokenListChainId)).toEqual([101, 102, 103])
  })

  test('behavior: only mainnet-beta is a mainnet', () => {
    expect(solanaClusters.map((cluster) => solanaAdapter.isMainnet(cluster.networkId))).toEqual([
      true,
      false,
      false,
    ])
  })

  test('error: another chain id is no Solana network; another network has no host chain id', () => {
    expect(['0', '4', '0x1', 'mainnet', ''].map((id) => solanaAdapter.networkIdOf(id))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(() => solanaAdapter.hostChainIdOf('eip155:1')).toThrow('not a Solana cluster')
  })
})

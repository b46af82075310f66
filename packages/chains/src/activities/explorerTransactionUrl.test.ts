import { describe, expect, test } from 'vitest'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import { explorerTransactionUrl } from './explorerTransactionUrl.js'

const network = (blockExplorerUrls: string[]) => ({ blockExplorerUrls }) as unknown as NetworkConfig

describe('explorerTransactionUrl', () => {
  test('default: the explorer’s /tx/ page of the id', () => {
    expect(explorerTransactionUrl(network(['https://etherscan.io/']), '0xab')).toBe(
      'https://etherscan.io/tx/0xab',
    )
  })

  test('args: a query (Solana’s cluster) is kept after the path', () => {
    expect(
      explorerTransactionUrl(network(['https://explorer.solana.com?cluster=devnet']), '5Sig'),
    ).toBe('https://explorer.solana.com/tx/5Sig?cluster=devnet')
  })

  test('behavior: no explorer, or none that parses, gives null', () => {
    expect(explorerTransactionUrl(network([]), '0xab')).toBeNull()
    expect(explorerTransactionUrl(network(['not a url']), '0xab')).toBeNull()
  })

  test.each(['javascript:alert(1)//', 'data:text/html,x', 'http://explorer.example'])(
    'error: #15 finding 7 an explorer the wallet may not link to (%s) gives null',
    (explorer) => {
      expect(explorerTransactionUrl(network([explorer]), '0xab')).toBeNull()
    },
  )
})

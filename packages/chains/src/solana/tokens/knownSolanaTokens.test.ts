import { describe, expect, test, vi } from 'vitest'
import { solanaClusters } from '../networks/solanaClusters.js'
import type { SolanaContext } from '../SolanaContext.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { knownSolanaTokens } from './knownSolanaTokens.js'

const entry = (chainId: number, symbol: string) => ({
  chainId,
  address: '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY',
  symbol,
  name: symbol,
  decimals: 6,
})
const contextWith = (tokenListUrls?: readonly string[]) =>
  ({ services: tokenListUrls ? { tokenListUrls } : {} }) as unknown as SolanaContext

describe('knownSolanaTokens', () => {
  test('default: F-007 the list’s tokens of the network’s cluster only', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ tokens: [entry(101, 'MAIN'), entry(103, 'DEV'), entry(102, 'TEST')] }),
    )
    vi.stubGlobal('fetch', fetch)
    try {
      const [, testnet] = solanaClusters
      const devnetTokens = await knownSolanaTokens(
        contextWith(['https://list']),
        solanaTestNetwork(),
      )
      expect(devnetTokens.map((token) => token.symbol)).toEqual(['DEV'])
      const testnetNetwork = solanaTestNetwork(undefined, testnet)
      const testnetTokens = await knownSolanaTokens(contextWith(['https://list']), testnetNetwork)
      expect(testnetTokens).toEqual([
        { address: entry(102, 'TEST').address, symbol: 'TEST', name: 'TEST', decimals: 6 },
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('behavior: without token-list URLs, none, and nothing is fetched', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    try {
      expect(await knownSolanaTokens(contextWith(), solanaTestNetwork())).toEqual([])
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

import { describe, expect, test } from 'vitest'
import { loadKnownTokens } from './loadKnownTokens.js'

describe('loadKnownTokens', () => {
  test('default: H-026 the catalogue of each default chain', async () => {
    for (const chainId of [1, 137, 42161, 56]) {
      const tokens = await loadKnownTokens(chainId)
      expect(tokens.length, String(chainId)).toBeGreaterThan(20)
    }
    const polygon = await loadKnownTokens(137)
    expect(polygon.find((token) => token.symbol === 'WETH')).toMatchObject({
      decimals: 18,
      erc20: true,
    })
  })

  test('behavior: other chains (the devnet too) have no catalogue', async () => {
    expect(await loadKnownTokens(31_337)).toEqual([])
    expect(await loadKnownTokens(10)).toEqual([])
  })
})

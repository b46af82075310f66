import { describe, expect, test } from 'vitest'
import { isEthereumMainnetAsset } from './isEthereumMainnetAsset.js'

describe('isEthereumMainnetAsset', () => {
  test('behavior: V-041 Ethereum-mainnet assets are the chain-1 catalogue', async () => {
    // USDC is in the chain-1 catalogue, in any letter case; a Polygon-only address is not.
    expect(await isEthereumMainnetAsset('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(true)
    expect(await isEthereumMainnetAsset('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe(true)
    expect(await isEthereumMainnetAsset('0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D')).toBe(false)
  })
})

import { describe, expect, test } from 'vitest'
import { readTokenListEntries } from './readTokenListEntries.js'

const usdc = {
  chainId: 101,
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  logoURI: 'https://raw.githubusercontent.com/solana-labs/token-list/main/assets/usdc.png',
  tags: ['stablecoin'],
  extensions: { coingeckoId: 'usd-coin' },
}

describe('readTokenListEntries', () => {
  test('default: F-007 the entries of the real list’s shape, with their cluster and logo', () => {
    expect(readTokenListEntries({ name: 'Solana Token List', tokens: [usdc] })).toEqual([
      {
        chainId: 101,
        address: usdc.address,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        logo: usdc.logoURI,
      },
    ])
  })

  test('args: a data: logo is kept; another scheme, or none, gives no logo', () => {
    const entries = readTokenListEntries({
      tokens: [
        { ...usdc, logoURI: 'data:image/svg+xml,<svg/>' },
        { ...usdc, logoURI: 'javascript:alert(1)' },
        { ...usdc, logoURI: undefined },
      ],
    })
    expect(entries?.map((entry) => entry.logo)).toEqual([
      'data:image/svg+xml,<svg/>',
      undefined,
      undefined,
    ])
  })

  test('behavior: entries that do not parse are left out', () => {
    const entries = readTokenListEntries({
      tokens: [
        usdc,
        { ...usdc, address: '0x0000000000000000000000000000000000000001' },
        { ...usdc, decimals: -1 },
        { ...usdc, chainId: '101' },
        { ...usdc, symbol: 7 },
        'USDC',
      ],
    })
    expect(entries).toHaveLength(1)
  })

  test('error: a document without a tokens list is none', () => {
    expect(readTokenListEntries({ tokens: {} })).toBeUndefined()
    expect(readTokenListEntries([usdc])).toBeUndefined()
    expect(readTokenListEntries(null)).toBeUndefined()
  })
})

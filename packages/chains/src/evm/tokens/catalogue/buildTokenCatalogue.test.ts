import { describe, expect, test } from 'vitest'
import { buildTokenCatalogue, type IconEntry, type TokenListEntry } from './buildTokenCatalogue.js'

const usdcMainnet = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const usdcPolygon = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'
const tokens: TokenListEntry[] = [
  { chainId: 1, address: usdcMainnet, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  {
    chainId: 1,
    address: usdcMainnet.toUpperCase().replace('0X', '0x'),
    name: 'dup',
    symbol: 'USDC',
    decimals: 6,
  },
  {
    chainId: 1,
    address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    name: 'Dai',
    symbol: 'DAI',
    decimals: 18,
  },
  {
    chainId: 1,
    address: '0x0000000000000000000000000000000000000001',
    name: 'Odd',
    symbol: 'ODD',
    decimals: 0,
  },
  { chainId: 137, address: usdcPolygon, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  {
    chainId: 10,
    address: '0x0000000000000000000000000000000000000002',
    name: 'Other',
    symbol: 'OTH',
    decimals: 18,
  },
]
const icons: IconEntry[] = [
  {
    filePath: 'token:USDC',
    symbol: 'usdc',
    addresses: { ethereum: usdcMainnet },
    variants: ['branded'],
  },
  { filePath: 'token:DAI', symbol: 'dai', variants: ['mono'] },
  { filePath: 'token:ODD', symbol: 'odd', variants: ['branded'] },
  { filePath: 'token:ODD2', symbol: 'odd', variants: ['branded'] },
  { filePath: 'network:evil/../x', symbol: 'evil', variants: ['branded'] },
]

describe('buildTokenCatalogue', () => {
  const catalogue = buildTokenCatalogue({ tokens, icons, chainIds: [1, 137] })

  test('default: H-026 one list per chain asked for, checksummed, deduplicated, sorted by symbol', () => {
    expect(Object.keys(catalogue.tokensByChainId)).toEqual(['1', '137'])
    expect(catalogue.tokensByChainId[1]?.map((token) => token.symbol)).toEqual([
      'DAI',
      'ODD',
      'USDC',
    ])
    expect(catalogue.tokensByChainId[1]?.[2]).toEqual({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      logo: 'USDC.svg',
      erc20: true,
    })
  })

  test('behavior: icons match by contract on the chain, else by a symbol only one icon has', () => {
    const logos = (chainId: number) =>
      catalogue.tokensByChainId[chainId]?.map((token) => [token.symbol, token.logo])
    expect(logos(1)).toEqual([
      ['DAI', 'DAI.svg'],
      ['ODD', undefined], // two icons claim 'odd': none is trusted
      ['USDC', 'USDC.svg'],
    ])
    expect(logos(137)).toEqual([['USDC', 'USDC.svg']])
    expect([...catalogue.logos].sort()).toEqual([
      ['DAI', 'mono'],
      ['USDC', 'branded'],
    ])
  })
})

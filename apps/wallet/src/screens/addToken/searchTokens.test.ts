import { describe, expect, test } from 'vitest'
import { searchTokens } from './searchTokens.js'

const tokens = [
  { name: 'Uniswap', symbol: 'UNI' },
  { name: 'Dai Stablecoin', symbol: 'DAI' },
  { name: 'USDCoin', symbol: 'USDC' },
]

describe('searchTokens', () => {
  test('default: an empty query lists every token', () => {
    expect(searchTokens(tokens, '  ')).toBe(tokens)
  })

  test('args: T-002 matches by name, in any case', () => {
    expect(searchTokens(tokens, 'stableCOIN')).toEqual([tokens[1]])
  })

  test('args: T-003 matches by symbol, spaces around ignored', () => {
    expect(searchTokens(tokens, ' usdc ')).toEqual([tokens[2]])
  })

  test('behavior: a query matching nothing lists nothing', () => {
    expect(searchTokens(tokens, 'doge')).toEqual([])
  })
})

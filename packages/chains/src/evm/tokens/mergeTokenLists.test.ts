import { describe, expect, test } from 'vitest'
import type { CustomToken, KnownToken } from '../../assets/KnownToken.js'
import { mergeTokenLists } from './mergeTokenLists.js'

const known: KnownToken[] = [
  {
    address: '0x00000000000000000000000000000000000000aA',
    name: 'A',
    symbol: 'A',
    decimals: 6,
    logo: 'A.svg',
  },
  {
    address: '0x00000000000000000000000000000000000000bb',
    name: 'B',
    symbol: 'B',
    decimals: 18,
  },
]
const custom: CustomToken[] = [
  { address: '0x00000000000000000000000000000000000000cc', symbol: 'C', decimals: 8 },
  { address: '0x00000000000000000000000000000000000000AA', symbol: 'MYA', decimals: 6 },
]

describe('mergeTokenLists', () => {
  test('default: H-026 the user tokens first, then the catalogue, each address once', () => {
    expect(mergeTokenLists(custom, known).map((token) => token.symbol)).toEqual(['C', 'MYA', 'B'])
  })

  test('behavior: a user token also in the catalogue takes the catalogue logo', () => {
    expect(mergeTokenLists(custom, known)[1]).toMatchObject({ symbol: 'MYA', logo: 'A.svg' })
  })
})

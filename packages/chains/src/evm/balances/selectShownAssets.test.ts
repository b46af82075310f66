import { describe, expect, test } from 'vitest'
import type { AssetEntry } from '../../assets/AssetEntry.js'
import { selectShownAssets } from './selectShownAssets.js'

const token = (address: `0x${string}`, balance: bigint | null): AssetEntry => ({
  address,
  name: address,
  symbol: 'T',
  decimals: 18,
  balance,
})
const native: AssetEntry = {
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: 0n,
}
const custom = token('0x00000000000000000000000000000000000000aa', 0n)
const held = token('0x00000000000000000000000000000000000000bb', 3n)
const empty = token('0x00000000000000000000000000000000000000cc', 0n)
const unreadable = token('0x00000000000000000000000000000000000000dd', null)

describe('selectShownAssets', () => {
  test('default: H-018 native first, then added tokens, then catalogue tokens held', () => {
    expect(
      selectShownAssets([held, empty, native, unreadable, custom], [custom.address.toUpperCase()]),
    ).toEqual([native, custom, held])
  })

  test('behavior: H-020 only the native coin when nothing is added or held', () => {
    expect(selectShownAssets([native, empty], [])).toEqual([native])
  })
})

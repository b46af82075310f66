import { WalletError } from '@tessera/errors'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { validateCustomToken } from './validateCustomToken.js'

const address = '0x7a3c2ff9fb5cf9c4b9a1fec177865918e2f698c5'
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof WalletError ? error.code : error
  }
  return undefined
}

describe('validateCustomToken', () => {
  test('default: trims and checksums the address; decimals as typed', () => {
    expect(
      validateCustomToken({ address: `  ${address} `, symbol: ' TST ', decimals: '18' }),
    ).toEqual({
      address: getAddress(address),
      symbol: 'TST',
      decimals: 18,
    })
  })

  test('error: T-016 W-110 when symbol or decimals are missing', () => {
    expect(codeOf(() => validateCustomToken({ address, symbol: '', decimals: 18 }))).toBe('W-110')
    expect(codeOf(() => validateCustomToken({ address, symbol: 'TST', decimals: '' }))).toBe(
      'W-110',
    )
  })

  test('error: T-008 W-110 when decimals are negative or fractional', () => {
    for (const decimals of ['-1', '1.5', 'x', '256'])
      expect(codeOf(() => validateCustomToken({ address, symbol: 'TST', decimals }))).toBe('W-110')
  })

  test('error: T-015 W-115 when the address is not one', () => {
    expect(
      codeOf(() => validateCustomToken({ address: '0x1234', symbol: 'TST', decimals: 1 })),
    ).toBe('W-115')
  })
})

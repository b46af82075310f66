import { describe, expect, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { parseSolanaAddress } from './parseSolanaAddress.js'

const address = '5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm'

describe('parseSolanaAddress', () => {
  test('default: a base58 address of 32 bytes, trimmed', () => {
    expect(parseSolanaAddress(` ${address}\n`)).toBe(address)
    expect(parseSolanaAddress('11111111111111111111111111111111')).toBe(
      '11111111111111111111111111111111',
    )
  })

  test.each([
    ['an EVM address', '0x0000000000000000000000000000000000000001'],
    ['not base58 (0, O, I, l)', address.replace('5', '0')],
    ['too short', address.slice(0, 20)],
    ['empty', ''],
  ])('error: %s is no address', (_name, text) => {
    expect(parseSolanaAddress(text)).toBeUndefined()
  })

  test('behavior: addresses are compared exactly (base58 is case-sensitive)', () => {
    expect(solanaAdapter.isSameAddress(address, address)).toBe(true)
    expect(solanaAdapter.isSameAddress(address, address.toLowerCase())).toBe(false)
  })
})

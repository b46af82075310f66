import { describe, expect, test } from 'vitest'
import { formatFee } from './formatFee.js'

describe('formatFee', () => {
  test('default: the fee in the native coin, up to 9 decimals', () => {
    expect(formatFee(21_000n * 1_000_000_000n, 18)).toBe('0.000021')
    expect(formatFee(1n, 18)).toBe('0')
  })

  test('args: Solana fees in lamports (9 decimals)', () => {
    expect(formatFee(5_000n, 9)).toBe('0.000005')
  })
})

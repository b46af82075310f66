import { describe, expect, test } from 'vitest'
import { assertCanPayFee } from './assertCanPayFee.js'

describe('assertCanPayFee', () => {
  test('default: enough for value plus the most the fee can cost', () => {
    expect(() =>
      assertCanPayFee({ balance: 1_021_000n, value: 1_000_000n, maxFee: 21_000n }),
    ).not.toThrow()
  })

  test('error: X-011 W-107 when the balance falls one base unit short', () => {
    expect(() =>
      assertCanPayFee({ balance: 1_020_999n, value: 1_000_000n, maxFee: 21_000n }),
    ).toThrowError(expect.objectContaining({ code: 'W-107' }))
  })
})

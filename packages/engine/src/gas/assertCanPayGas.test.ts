import { describe, expect, test } from 'vitest'
import { assertCanPayGas } from './assertCanPayGas.js'

describe('assertCanPayGas', () => {
  test('default: enough for value plus the most gas can cost', () => {
    expect(() =>
      assertCanPayGas({
        balance: 1_021_000n,
        value: 1_000_000n,
        gasLimit: 21_000n,
        maxFeePerGas: 1n,
      }),
    ).not.toThrow()
  })

  test('error: X-011 W-107 when the balance falls one wei short', () => {
    expect(() =>
      assertCanPayGas({
        balance: 1_020_999n,
        value: 1_000_000n,
        gasLimit: 21_000n,
        maxFeePerGas: 1n,
      }),
    ).toThrowError(expect.objectContaining({ code: 'W-107' }))
  })
})

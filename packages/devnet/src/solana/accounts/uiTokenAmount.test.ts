import { describe, expect, test } from 'vitest'
import { uiTokenAmount } from './uiTokenAmount.js'

describe('uiTokenAmount', () => {
  test('default: the shape the real RPC sends (gettokenaccountsbyowner docs example)', () => {
    expect(uiTokenAmount(420_000n, 6)).toEqual({
      amount: '420000',
      decimals: 6,
      uiAmount: 0.42,
      uiAmountString: '0.42',
    })
  })

  test.each([
    [0n, 6, '0', 0],
    [1_000_000n, 6, '1', 1],
    [1n, 9, '0.000000001', 1e-9],
    [123n, 0, '123', 123],
    [1_000_000_000_000n, 6, '1000000', 1_000_000],
  ])('args: %s with %s decimals is %s', (amount, decimals, text, float) => {
    expect(uiTokenAmount(amount, decimals)).toMatchObject({
      uiAmountString: text,
      uiAmount: float,
    })
  })
})

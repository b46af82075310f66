import { describe, expect, test } from 'vitest'
import { parseCustomGasChoice } from './gasChoice.js'

describe('parseCustomGasChoice', () => {
  test('default: Q-032 the Custom tab takes gwei and a gas limit', () => {
    expect(
      parseCustomGasChoice({
        maxFeePerGasGwei: '30.5',
        maxPriorityFeePerGasGwei: ' 2 ',
        gasLimit: '21000',
      }),
    ).toEqual({
      speed: 'custom',
      gasLimit: 21_000n,
      maxFeePerGas: 30_500_000_000n,
      maxPriorityFeePerGas: 2_000_000_000n,
    })
  })

  test('error: X-010 W-106 for an empty or malformed fee or gas limit', () => {
    for (const form of [
      { maxFeePerGasGwei: '', maxPriorityFeePerGasGwei: '1', gasLimit: '21000' },
      { maxFeePerGasGwei: '1', maxPriorityFeePerGasGwei: '-1', gasLimit: '21000' },
      { maxFeePerGasGwei: '1', maxPriorityFeePerGasGwei: '1', gasLimit: '0' },
      { maxFeePerGasGwei: '1', maxPriorityFeePerGasGwei: '1', gasLimit: '2.5' },
    ]) {
      expect(() => parseCustomGasChoice(form)).toThrowError(
        expect.objectContaining({ code: 'W-106' }),
      )
    }
  })
})

import type { GasEstimate } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { customGasFees, defaultCustomGasForm, presetGasFees } from './gasFees.js'

const gwei = 10n ** 9n
const eip1559: GasEstimate = {
  gasLimit: 21_000n,
  baseFeePerGas: 100n * gwei,
  gasPrice: 101n * gwei,
  isEstimated: true,
}
const legacy: GasEstimate = { ...eip1559, baseFeePerGas: undefined, gasPrice: 10n * gwei }

describe('presetGasFees', () => {
  test('K-047: default: Normal tips 1% of the base fee, max fee 125% of it plus the tip', () => {
    expect(presetGasFees(eip1559, 'normal')).toEqual({
      estimatedFee: 21_000n * 101n * gwei,
      choice: {
        speed: 'normal',
        gasLimit: 21_000n,
        maxFeePerGas: 126n * gwei,
        maxPriorityFeePerGas: 1n * gwei,
      },
    })
  })

  test('K-048: args: Fast tips 2% of the base fee', () => {
    expect(presetGasFees(eip1559, 'fast').choice).toEqual({
      speed: 'fast',
      gasLimit: 21_000n,
      maxFeePerGas: 127n * gwei,
      maxPriorityFeePerGas: 2n * gwei,
    })
  })

  test('behavior: a legacy chain uses the gas price, 2% more for Fast', () => {
    expect(presetGasFees(legacy, 'normal').choice.maxFeePerGas).toBe(10n * gwei)
    expect(presetGasFees(legacy, 'fast').choice).toMatchObject({
      maxFeePerGas: (102n * gwei) / 10n,
      maxPriorityFeePerGas: (102n * gwei) / 10n,
    })
  })
})

describe('defaultCustomGasForm', () => {
  test('K-049, K-050: default: tip 10% of the base fee, max fee 125% of it plus the tip', () => {
    expect(defaultCustomGasForm(eip1559)).toEqual({
      maxFeePerGasGwei: '135',
      maxPriorityFeePerGasGwei: '10',
      gasLimit: '21000',
    })
  })

  test('K-046: behavior: legacy default is the gas price plus 1.5 gwei', () => {
    expect(defaultCustomGasForm(legacy).maxFeePerGasGwei).toBe('11.5')
  })
})

describe('customGasFees', () => {
  test('Q-032: default: the typed values are what gets approved', () => {
    const fees = customGasFees(eip1559, {
      maxFeePerGasGwei: '150',
      maxPriorityFeePerGasGwei: '3',
      gasLimit: '30000',
    })
    expect(fees).toEqual({
      estimatedFee: 30_000n * 103n * gwei,
      choice: {
        speed: 'custom',
        gasLimit: 30_000n,
        maxFeePerGas: 150n * gwei,
        maxPriorityFeePerGas: 3n * gwei,
      },
    })
  })

  test('error: W-106 an empty fee', () => {
    expect(() =>
      customGasFees(eip1559, {
        maxFeePerGasGwei: '',
        maxPriorityFeePerGasGwei: '1',
        gasLimit: '1',
      }),
    ).toThrow(expect.objectContaining({ code: 'W-106' }))
  })
})

import { describe, expect, test } from 'vitest'
import { feesAtLeast, requestedGasFees } from './requestedGasFees.js'

const gwei = 10n ** 9n
const preset = { maxFeePerGas: 126n * gwei, maxPriorityFeePerGas: 1n * gwei }

describe('requestedGasFees', () => {
  test('default: a type 2 transaction with both fees keeps them', () => {
    const tx = { isEip1559: true, maxFeePerGas: 50n * gwei, maxPriorityFeePerGas: 2n * gwei }
    expect(requestedGasFees(tx, preset)).toEqual({
      maxFeePerGas: 50n * gwei,
      maxPriorityFeePerGas: 2n * gwei,
    })
  })

  test('args: a legacy gas price is both the max fee and the tip', () => {
    expect(requestedGasFees({ isEip1559: false, gasPrice: 7n * gwei }, preset)).toEqual({
      maxFeePerGas: 7n * gwei,
      maxPriorityFeePerGas: 7n * gwei,
    })
  })

  test('behavior: a max fee alone takes the preset tip, never above the max fee', () => {
    expect(requestedGasFees({ isEip1559: true, maxFeePerGas: 30n * gwei }, preset)).toEqual({
      maxFeePerGas: 30n * gwei,
      maxPriorityFeePerGas: 1n * gwei,
    })
    expect(requestedGasFees({ isEip1559: true, maxFeePerGas: gwei / 2n }, preset)).toEqual({
      maxFeePerGas: gwei / 2n,
      maxPriorityFeePerGas: gwei / 2n,
    })
  })

  test('behavior: a tip alone takes the preset max fee, raised to the tip', () => {
    expect(requestedGasFees({ isEip1559: true, maxPriorityFeePerGas: 3n * gwei }, preset)).toEqual({
      maxFeePerGas: 126n * gwei,
      maxPriorityFeePerGas: 3n * gwei,
    })
    expect(
      requestedGasFees({ isEip1559: true, maxPriorityFeePerGas: 200n * gwei }, preset),
    ).toEqual({ maxFeePerGas: 200n * gwei, maxPriorityFeePerGas: 200n * gwei })
  })

  test('behavior: no fees set, none requested (a type 2 gas price is cleared: not its fee)', () => {
    expect(requestedGasFees({ isEip1559: true, gasPrice: null }, preset)).toBeUndefined()
    expect(requestedGasFees({ isEip1559: false }, preset)).toBeUndefined()
  })
})

describe('feesAtLeast', () => {
  test('default: the larger of each fee', () => {
    expect(
      feesAtLeast(preset, { maxFeePerGas: 100n * gwei, maxPriorityFeePerGas: 5n * gwei }),
    ).toEqual({ maxFeePerGas: 126n * gwei, maxPriorityFeePerGas: 5n * gwei })
  })
})

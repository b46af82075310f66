import { describe, expect, test } from 'vitest'
import type { GasChoice } from './gasChoice.js'
import { type GasFields, isType2Transaction, normalizeGasPrice } from './normalizeGasPrice.js'

const noFees: GasFields = { gasPrice: null, maxFeePerGas: null, maxPriorityFeePerGas: null }
const choice: GasChoice = {
  speed: 'fast',
  gasLimit: 21_000n,
  maxFeePerGas: 30n,
  maxPriorityFeePerGas: 2n,
}

describe('normalizeGasPrice', () => {
  test('default: a legacy transaction with a gas price keeps it', () => {
    const transaction = { ...noFees, gasPrice: 7n, isEip1559: false }
    expect(normalizeGasPrice(transaction)).toEqual(transaction)
  })

  test('behavior: V-053 a type 2 transaction has its gas price cleared', () => {
    expect(
      normalizeGasPrice({ ...noFees, gasPrice: 7n, maxFeePerGas: 9n, isEip1559: true }),
    ).toEqual({ ...noFees, maxFeePerGas: 9n, isEip1559: true })
  })

  test('behavior: a type 2 transaction takes the chosen max and priority fees, never a gas price', () => {
    expect(normalizeGasPrice({ ...noFees, maxFeePerGas: 9n, isEip1559: true }, choice)).toEqual({
      gasPrice: null,
      maxFeePerGas: 30n,
      maxPriorityFeePerGas: 2n,
      isEip1559: true,
    })
  })

  test('behavior: V-052 a legacy transaction without gas price pays the chosen max fee', () => {
    expect(normalizeGasPrice({ ...noFees, isEip1559: false }, choice)).toEqual({
      ...noFees,
      gasPrice: 30n,
      isEip1559: false,
    })
  })

  test('error: V-052 W-106 when a legacy transaction has no gas price and no gas choice', () => {
    expect(() => normalizeGasPrice({ ...noFees, isEip1559: false })).toThrowError(
      expect.objectContaining({ code: 'W-106', shortMessage: 'Please provide a gas fee' }),
    )
  })
})

describe('isType2Transaction', () => {
  test.each<[string, unknown, Partial<GasFields>, boolean]>([
    ["type '0x2'", '0x2', { gasPrice: 7n }, true],
    ['no type, a max fee', undefined, { gasPrice: 7n, maxFeePerGas: 9n }, true],
    ['no type, a priority fee', undefined, { gasPrice: 7n, maxPriorityFeePerGas: 1n }, true],
    ['no type, no gas price', undefined, {}, true],
    ['no type, only a gas price', undefined, { gasPrice: 7n }, false],
    ["type '0x0' without any fee", '0x0', {}, false],
    ["type '0x1' with a max fee", '0x1', { maxFeePerGas: 9n }, false],
  ])('table: %s', (_name, type, fees, expected) => {
    expect(isType2Transaction(type, { ...noFees, ...fees })).toBe(expected)
  })
})

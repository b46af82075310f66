import { describe, expect, test } from 'vitest'
import type { GasEstimate } from './estimateTransactionGas.js'
import { evmCustomFee, evmFeeQuote } from './evmFeeQuote.js'

const gwei = 10n ** 9n
const eip1559: GasEstimate = {
  gasLimit: 21_000n,
  baseFeePerGas: 100n * gwei,
  gasPrice: 101n * gwei,
  isEstimated: true,
}
const legacyChain: GasEstimate = { ...eip1559, baseFeePerGas: undefined, gasPrice: 10n * gwei }
const type2 = { isEip1559: true }

describe('evmFeeQuote', () => {
  test('K-047: default: Normal tips 1% of the base fee, max fee 125% of it plus the tip', () => {
    const [normal] = evmFeeQuote(eip1559, type2).options
    expect(normal).toEqual({
      speed: 'normal',
      fee: 21_000n * 101n * gwei,
      maxFee: 21_000n * 126n * gwei,
      choice: {
        speed: 'normal',
        values: { gasLimit: 21_000n, maxFeePerGas: 126n * gwei, maxPriorityFeePerGas: 1n * gwei },
      },
    })
  })

  test('K-048: args: Fast tips 2% of the base fee', () => {
    const [, fast] = evmFeeQuote(eip1559, type2).options
    expect(fast?.choice.values).toEqual({
      gasLimit: 21_000n,
      maxFeePerGas: 127n * gwei,
      maxPriorityFeePerGas: 2n * gwei,
    })
  })

  test('behavior: a legacy chain uses the gas price, 2% more for Fast', () => {
    const [normal, fast] = evmFeeQuote(legacyChain, type2).options
    expect(normal?.choice.values.maxFeePerGas).toBe(10n * gwei)
    expect(fast?.choice.values).toMatchObject({
      maxFeePerGas: (102n * gwei) / 10n,
      maxPriorityFeePerGas: (102n * gwei) / 10n,
    })
  })

  test('behavior: a legacy transaction pays its max fee as the gas price', () => {
    const [normal] = evmFeeQuote(eip1559, { isEip1559: false }).options
    expect(normal?.fee).toBe(21_000n * 126n * gwei)
  })

  test('K-049, K-050: default: Custom tips 10% of the base fee, max fee 125% of it plus the tip', () => {
    expect(evmFeeQuote(eip1559, type2).custom).toEqual([
      { key: 'maxFeePerGas', value: '135' },
      { key: 'maxPriorityFeePerGas', value: '10' },
      { key: 'gasLimit', value: '21000' },
    ])
  })

  test('K-046: behavior: the legacy default is the gas price plus 1.5 gwei, one gas-price field', () => {
    expect(evmFeeQuote(legacyChain, { isEip1559: false }).custom).toEqual([
      { key: 'gasPrice', value: '11.5' },
      { key: 'gasLimit', value: '21000' },
    ])
  })
  test('behavior: #17 the gas limit an app set is every option’s and Custom’s', () => {
    const quote = evmFeeQuote(eip1559, { ...type2, gas: 50_000n })
    expect(quote.options.map((option) => option.choice.values.gasLimit)).toEqual([50_000n, 50_000n])
    expect(quote.custom).toContainEqual({ key: 'gasLimit', value: '50000' })
  })

  test('behavior: #17 the fees an app set are Normal and Custom’s first values, Fast never below', () => {
    const tx = { ...type2, maxFeePerGas: 200n * gwei, maxPriorityFeePerGas: 3n * gwei }
    const { options, custom } = evmFeeQuote(eip1559, tx)
    expect(options.map((option) => option.choice.values)).toEqual([
      { gasLimit: 21_000n, maxFeePerGas: 200n * gwei, maxPriorityFeePerGas: 3n * gwei },
      { gasLimit: 21_000n, maxFeePerGas: 200n * gwei, maxPriorityFeePerGas: 3n * gwei },
    ])
    expect(options[0]?.fee).toBe(21_000n * 103n * gwei)
    expect(custom).toEqual([
      { key: 'maxFeePerGas', value: '200' },
      { key: 'maxPriorityFeePerGas', value: '3' },
      { key: 'gasLimit', value: '21000' },
    ])
  })

  test('behavior: #17 without an estimate, an app’s legacy gas price and gas are the fee, never 0', () => {
    const fallback: GasEstimate = {
      gasLimit: 45_000n,
      baseFeePerGas: undefined,
      gasPrice: 0n,
      isEstimated: false,
    }
    const tx = { isEip1559: false, gas: 21_000n, gasPrice: 5n * gwei }
    const [normal, fast] = evmFeeQuote(fallback, tx).options
    expect([normal?.fee, fast?.fee]).toEqual([21_000n * 5n * gwei, 21_000n * 5n * gwei])
  })
})

describe('evmCustomFee', () => {
  test('Q-032: default: the typed values are what gets approved', () => {
    const quote = evmFeeQuote(eip1559, type2)
    expect(
      evmCustomFee(quote, [
        { key: 'maxFeePerGas', value: '150' },
        { key: 'maxPriorityFeePerGas', value: '3' },
        { key: 'gasLimit', value: '30000' },
      ]),
    ).toEqual({
      speed: 'custom',
      fee: 30_000n * 103n * gwei,
      maxFee: 30_000n * 150n * gwei,
      choice: {
        speed: 'custom',
        values: { gasLimit: 30_000n, maxFeePerGas: 150n * gwei, maxPriorityFeePerGas: 3n * gwei },
      },
    })
  })

  test('behavior: a legacy transaction’s one gas price is both fee fields', () => {
    const quote = evmFeeQuote(eip1559, { isEip1559: false })
    const option = evmCustomFee(quote, [
      { key: 'gasPrice', value: '12' },
      { key: 'gasLimit', value: '21000' },
    ])
    expect(option.choice.values).toMatchObject({
      maxFeePerGas: 12n * gwei,
      maxPriorityFeePerGas: 12n * gwei,
    })
    expect(option.fee).toBe(21_000n * 12n * gwei)
  })

  test('error: W-106 an empty fee', () => {
    const quote = evmFeeQuote(eip1559, type2)
    expect(() =>
      evmCustomFee(quote, [
        { key: 'maxFeePerGas', value: '' },
        { key: 'maxPriorityFeePerGas', value: '1' },
        { key: 'gasLimit', value: '1' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'W-106' }))
  })
})

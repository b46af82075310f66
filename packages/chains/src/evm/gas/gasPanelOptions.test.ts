import { describe, expect, test } from 'vitest'
import { gasPanelOptions } from './gasPanelOptions.js'

const gwei = 10n ** 9n

describe('gasPanelOptions', () => {
  test('default: Q-031 Normal 1%, Fast 2%, default 10% priority; max fee 125% of base + priority', () => {
    const options = gasPanelOptions({ baseFeePerGas: 100n * gwei, gasLimit: 21_000n })
    expect(options.normal).toEqual({
      maxPriorityFeePerGas: 1n * gwei,
      maxFeePerGas: 126n * gwei,
      estimatedFee: 21_000n * 101n * gwei,
      maxFee: 21_000n * 126n * gwei,
    })
    expect(options.fast.maxPriorityFeePerGas).toBe(2n * gwei)
    expect(options.fast.maxFeePerGas).toBe(127n * gwei)
    expect(options.default.maxPriorityFeePerGas).toBe(10n * gwei)
    expect(options.default.maxFeePerGas).toBe(135n * gwei)
  })

  test('behavior: integer wei, rounded down; a zero base fee costs nothing', () => {
    expect(gasPanelOptions({ baseFeePerGas: 199n, gasLimit: 1n }).normal).toMatchObject({
      maxPriorityFeePerGas: 1n,
      maxFeePerGas: 249n,
    })
    expect(gasPanelOptions({ baseFeePerGas: 0n, gasLimit: 45_000n }).fast.maxFee).toBe(0n)
  })
})

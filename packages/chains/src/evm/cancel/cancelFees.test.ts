import { describe, expect, test } from 'vitest'
import { bumpedFee, cancelFees } from './cancelFees.js'

const gwei = 10n ** 9n

describe('cancelFees', () => {
  test('S-011: a type 2 cancel raises both maxFeePerGas and maxPriorityFeePerGas by 10%', () => {
    expect(
      cancelFees(
        { isEip1559: true, maxFeePerGas: 30n * gwei, maxPriorityFeePerGas: 2n * gwei },
        { isEip1559: true, maxFeePerGas: 10n * gwei, maxPriorityFeePerGas: 1n * gwei },
      ),
    ).toEqual({ isEip1559: true, maxFeePerGas: 33n * gwei, maxPriorityFeePerGas: 2_200_000_000n })
  })

  test('S-011: a legacy cancel raises the gasPrice by 10% and stays legacy', () => {
    expect(
      cancelFees({ isEip1559: false, gasPrice: 20n * gwei }, { isEip1559: false, gasPrice: gwei }),
    ).toEqual({ isEip1559: false, gasPrice: 22n * gwei })
  })

  test('S-011: never below the current network fee, each fee on its own', () => {
    expect(
      cancelFees(
        { isEip1559: true, maxFeePerGas: 10n * gwei, maxPriorityFeePerGas: gwei },
        { isEip1559: true, maxFeePerGas: 50n * gwei, maxPriorityFeePerGas: 3n * gwei },
      ),
    ).toEqual({ isEip1559: true, maxFeePerGas: 50n * gwei, maxPriorityFeePerGas: 3n * gwei })
    expect(
      cancelFees({ isEip1559: false, gasPrice: gwei }, { isEip1559: false, gasPrice: 5n * gwei }),
    ).toEqual({ isEip1559: false, gasPrice: 5n * gwei })
    // A legacy transaction on a type 2 chain pays at least the network's max fee.
    expect(
      cancelFees(
        { isEip1559: false, gasPrice: gwei },
        { isEip1559: true, maxFeePerGas: 4n * gwei, maxPriorityFeePerGas: gwei },
      ),
    ).toEqual({ isEip1559: false, gasPrice: 4n * gwei })
  })

  test('S-011: the raise rounds up, so a node never finds it a wei short of 10%', () => {
    expect(bumpedFee(1n)).toBe(2n)
    expect(bumpedFee(15n)).toBe(17n) // 16.5 → 17
    expect(bumpedFee(100n)).toBe(110n)
  })

  test('S-011: a fee of 0 is raised to 1 wei, since nodes want a strictly higher tip and cap', () => {
    expect(bumpedFee(0n)).toBe(1n)
    expect(
      cancelFees(
        { isEip1559: true, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n },
        { isEip1559: true, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n },
      ),
    ).toEqual({ isEip1559: true, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n })
  })

  test('S-011: the max fee never falls below the raised tip', () => {
    expect(
      cancelFees(
        { isEip1559: true, maxFeePerGas: 2n * gwei, maxPriorityFeePerGas: 2n * gwei },
        { isEip1559: true, maxFeePerGas: gwei, maxPriorityFeePerGas: 5n * gwei },
      ),
    ).toEqual({ isEip1559: true, maxFeePerGas: 5n * gwei, maxPriorityFeePerGas: 5n * gwei })
  })
})

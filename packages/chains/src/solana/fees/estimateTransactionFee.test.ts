import { describe, expect, test } from 'vitest'
import { estimateTransactionFee } from './estimateTransactionFee.js'

const transfer = { kind: 'systemTransfer', from: 'a', to: 'b', lamports: 1n } as const

describe('estimateTransactionFee', () => {
  test('default: 5000 lamports per signature', () => {
    expect(estimateTransactionFee({ signerCount: 2, instructions: [transfer] })).toBe(10_000n)
  })

  test('args: the priority fee of the limit it sets, rounded up', () => {
    const instructions = [
      { kind: 'setComputeUnitLimit', units: 1_001 },
      { kind: 'setComputeUnitPrice', microLamports: 1_000n },
      transfer,
    ] as const
    expect(estimateTransactionFee({ signerCount: 1, instructions })).toBe(5_002n)
  })

  test('behavior: without a limit, 200 000 units per instruction other than compute budget ones', () => {
    const instructions = [
      { kind: 'setComputeUnitPrice', microLamports: 1_000_000n },
      transfer,
      transfer,
    ] as const
    expect(estimateTransactionFee({ signerCount: 1, instructions })).toBe(5_000n + 400_000n)
  })
})

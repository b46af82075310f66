import { describe, expect, test } from 'vitest'
import { describeSimulationFailure } from './describeSimulationFailure.js'

const system = '11111111111111111111111111111111'

describe('describeSimulationFailure', () => {
  test('default: the message the program logged just before it failed', () => {
    expect(
      describeSimulationFailure({ InstructionError: [0, { Custom: 1 }] }, [
        `Program ${system} invoke [1]`,
        'Transfer: insufficient lamports 5, need 10',
        `Program ${system} failed: custom program error: 0x1`,
      ]),
    ).toBe('Transfer: insufficient lamports 5, need 10')
  })

  test('args: without such a message, the runtime’s failure line', () => {
    expect(
      describeSimulationFailure({ InstructionError: [0, 'InvalidAccountData'] }, [
        `Program ${system} invoke [1]`,
        `Program ${system} failed: invalid account data for instruction`,
      ]),
    ).toBe('invalid account data for instruction')
  })

  test('args: without logs, the transaction error itself (kit reads its numbers as bigints)', () => {
    expect(describeSimulationFailure('AccountNotFound', null)).toBe('AccountNotFound')
    expect(describeSimulationFailure({ InstructionError: [2, { Custom: 6001n }] }, null)).toBe(
      'instruction 2: custom program error 0x1771',
    )
    expect(
      describeSimulationFailure({ InstructionError: [0, 'MissingRequiredSignature'] }, []),
    ).toBe('instruction 0: MissingRequiredSignature')
    expect(
      describeSimulationFailure({ InsufficientFundsForRent: { account_index: 1n } }, null),
    ).toBe('{"InsufficientFundsForRent":{"account_index":1}}')
  })
})

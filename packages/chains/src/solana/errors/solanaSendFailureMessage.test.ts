import { getSolanaErrorFromJsonRpcError } from '@solana/kit'
import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { solanaSendFailureMessage } from './solanaSendFailureMessage.js'

const preflight = (err: unknown, logs: string[] = []) =>
  getSolanaErrorFromJsonRpcError({
    code: -32002,
    message: 'Transaction simulation failed',
    data: { err, logs, accounts: null },
  })

describe('solanaSendFailureMessage', () => {
  test.each([
    ['no SOL at all', 'AccountNotFound'],
    ['too little for the fee', 'InsufficientFundsForFee'],
    ['too little left for its own rent', { InsufficientFundsForRent: { account_index: 0 } }],
  ])(
    'default: X-053 the fee payer with %s → "Insufficient Gas to make this transaction."',
    (_name, err) => {
      expect(solanaSendFailureMessage(preflight(err))).toBe(
        'Insufficient Gas to make this transaction.',
      )
    },
  )

  test('behavior: X-054 otherwise the node’s message', () => {
    const failed = preflight({ InstructionError: [0, { Custom: 1 }] }, [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Transfer: insufficient lamports 5, need 10',
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    ])
    expect(solanaSendFailureMessage(failed)).toBe(
      'Transaction simulation failed: Transfer: insufficient lamports 5, need 10',
    )
    const recipientRent = preflight({ InsufficientFundsForRent: { account_index: 1 } })
    expect(solanaSendFailureMessage(recipientRent)).toBe('Transaction simulation failed')
  })

  test('behavior: a WalletError shows its text; X-055 anything else "Something went wrong"', () => {
    expect(solanaSendFailureMessage(new WalletError('W-111'))).toBe(
      new WalletError('W-111').shortMessage,
    )
    expect(solanaSendFailureMessage(new Error('boom'))).toBe('Something went wrong')
  })
})

import { WalletError } from '@tessera/errors'
import {
  InsufficientFundsError,
  InternalRpcError,
  RpcRequestError,
  TransactionExecutionError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { sendFailureMessage } from './sendFailureMessage.js'

const nodeError = (message: string) =>
  new RpcRequestError({ body: {}, url: 'http://node', error: { code: -32000, message } })
const executionError = (cause: Error) =>
  new TransactionExecutionError(cause as never, { account: undefined } as never)

describe('sendFailureMessage', () => {
  test('default: X-053 insufficient funds is "Insufficient Gas to make this transaction."', () => {
    const cause = new InsufficientFundsError({ cause: nodeError('insufficient funds for gas') })
    expect(sendFailureMessage(executionError(cause))).toBe(
      'Insufficient Gas to make this transaction.',
    )
  })

  test('behavior: X-054 otherwise the nested provider message, else the reason, else the code', () => {
    const nested = new InternalRpcError(nodeError('nonce too low'))
    expect(sendFailureMessage(executionError(nested))).toBe('nonce too low')
    expect(sendFailureMessage(Object.assign(new Error('x'), { reason: 'paused' }))).toBe('paused')
    expect(sendFailureMessage({ code: 'NETWORK_ERROR' })).toBe('NETWORK_ERROR')
  })

  test('behavior: a WalletError shows its catalogue text', () => {
    expect(sendFailureMessage(new WalletError('W-130'))).toBe(new WalletError('W-130').shortMessage)
  })

  test('behavior: X-055 with none of those, "Something went wrong"', () => {
    expect(sendFailureMessage(new Error('boom'))).toBe('Something went wrong')
    expect(sendFailureMessage(undefined)).toBe('Something went wrong')
  })
})

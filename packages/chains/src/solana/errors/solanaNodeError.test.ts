import { getSolanaErrorFromJsonRpcError, SolanaError } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { NodeRpcError } from '../../NodeRpcError.js'
import { solanaNodeError } from './solanaNodeError.js'

const logs = [
  'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
  'Program log: Error: insufficient funds',
  'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1',
]

describe('solanaNodeError', () => {
  test('default: a failed preflight keeps the node’s code -32002, its reason and logs', () => {
    const error = getSolanaErrorFromJsonRpcError({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs,
        accounts: null,
        unitsConsumed: 10,
      },
    })
    const wrapped = new Error('send failed', { cause: error })
    const node = solanaNodeError(wrapped)
    expect(node).toBeInstanceOf(NodeRpcError)
    expect(node).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error: insufficient funds',
      data: { logs, accounts: null, unitsConsumed: 10 },
    })
  })

  test('args: an error the node gave a message keeps it as its message', () => {
    const error = getSolanaErrorFromJsonRpcError({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect(solanaNodeError(error)).toMatchObject({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
  })

  test('behavior: an error not from the node (transport, kit) is none', () => {
    expect(
      solanaNodeError(
        new SolanaError(8_100_002, { headers: new Headers(), message: 'x', statusCode: 502 }),
      ),
    ).toBeUndefined()
    expect(solanaNodeError(new Error('offline'))).toBeUndefined()
  })
})

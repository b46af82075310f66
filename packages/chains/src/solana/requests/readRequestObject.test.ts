import { wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'

const methods = ['signMessage', 'signTransaction', 'signAllTransactions', 'signAndSendTransaction']

describe('readRequestObject', () => {
  test.each(
    methods.flatMap((method) => [
      [method, undefined],
      [method, null],
      [method, []],
    ]),
  )(
    'error: X-066 %s with params %j → invalid params "params is required"',
    async (method, params) => {
      const { engine } = createSolanaTestEngine()
      expect(
        await wireErrorOf(engine.request({ id: 1, method: method as string, params })),
      ).toEqual({
        code: -32602,
        message: 'params is required',
        data: { code: 'invalid_params' },
      })
      expect(engine.approvals.snapshot().pending).toEqual([])
    },
  )

  test.each(methods)(
    'error: %s with params that are no object → invalid params',
    async (method) => {
      const { engine } = createSolanaTestEngine()
      expect(await wireErrorOf(engine.request({ id: 1, method, params: 'abc' }))).toMatchObject({
        code: -32602,
        message: 'params must be an object with a message',
      })
    },
  )
})

import { NodeRpcError } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import type { MethodResponse } from '../messaging/ParentApi.js'
import { answerRequest } from './answerRequest.js'

const collect = () => {
  const answers: [string, MethodResponse][] = []
  return { answers, respond: (method: string, r: MethodResponse) => answers.push([method, r]) }
}
const request = { jsonrpc: '2.0', id: 9, method: 'personal_sign', params: ['0x00'] } as const

describe('answerRequest (HOST-PROTOCOL §C sendRequest)', () => {
  test('default: the engine result goes back under the request id', async () => {
    const { answers, respond } = collect()
    await answerRequest(request, { request: async () => '0xsig' }, respond)
    expect(answers).toEqual([['personal_sign', { jsonrpc: '2.0', id: 9, result: '0xsig' }]])
  })

  test('error: before login the answer is 4100 unauthorized', async () => {
    const { answers, respond } = collect()
    await answerRequest(request, null, respond)
    expect(answers[0]?.[1]).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: 4100,
        message: 'Not logged in: log in before sending requests',
        data: { code: 'unauthorized' },
      },
    })
  })

  test('error: a rejection is answered too, as 4001 user_deny', async () => {
    const { answers, respond } = collect()
    const engine = {
      request: async () => {
        throw new WalletError('user_deny')
      },
    }
    await answerRequest(request, engine, respond)
    expect(answers[0]?.[1]).toMatchObject({ id: 9, error: { code: 4001 } })
  })

  test('behavior: a node error (NodeRpcError) passes through as it is', async () => {
    const { answers, respond } = collect()
    const failures = [
      new NodeRpcError({ code: 3, message: 'execution reverted', data: '0x08c3' }),
      new NodeRpcError({ code: -32602, message: 'invalid argument 0: hex string without 0x' }),
    ]
    for (const failure of failures)
      await answerRequest(request, { request: async () => Promise.reject(failure) }, respond)
    expect(answers.map(([, r]) => ('error' in r ? r.error : null))).toEqual([
      { code: 3, message: 'execution reverted', data: '0x08c3' },
      { code: -32602, message: 'invalid argument 0: hex string without 0x' },
    ])
  })

  test('error: X-035 anything else is W-131 without internals, coded or not', async () => {
    const { answers, respond } = collect()
    const failures = [
      new Error('secret 0xdeadbeef'),
      // A browser DOMException or a library error with a numeric code is not the node's answer.
      Object.assign(new Error('secret 0xdeadbeef'), { code: 25, data: { key: '0xdeadbeef' } }),
    ]
    for (const failure of failures)
      await answerRequest(request, { request: async () => Promise.reject(failure) }, respond)
    const wireW131 = { code: -32603, message: 'Something went wrong', data: { code: 'W-131' } }
    expect(answers.map(([, r]) => ('error' in r ? r.error : null))).toEqual([wireW131, wireW131])
  })
})

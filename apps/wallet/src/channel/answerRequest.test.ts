import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { answerRequest } from './answerRequest.js'
import type { MethodResponse } from './ParentApi.js'

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

  test('behavior: a node error passes through; anything else is W-131 without internals', async () => {
    const { answers, respond } = collect()
    const reverted = Object.assign(new Error('execution reverted'), { code: 3, data: '0x08c3' })
    await answerRequest(request, { request: async () => Promise.reject(reverted) }, respond)
    await answerRequest(
      request,
      { request: async () => Promise.reject(new Error('secret 0xdeadbeef')) },
      respond,
    )
    expect(answers.map(([, r]) => ('error' in r ? r.error : null))).toEqual([
      { code: 3, message: 'execution reverted', data: '0x08c3' },
      { code: -32603, message: 'Something went wrong', data: { code: 'W-131' } },
    ])
  })
})

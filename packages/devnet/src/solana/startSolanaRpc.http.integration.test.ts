import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaRpcMethods } from './rpc/solanaRpcMethods.js'
import { solanaTestUserAddress } from './solanaDevnetKeys.js'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

describe('startSolanaRpc: JSON-RPC over HTTP', () => {
  let server: SolanaRpc
  const post = (body: string, contentType = 'application/json') =>
    fetch(server.url, { method: 'POST', headers: { 'content-type': contentType }, body })
  beforeAll(async () => {
    server = await startSolanaRpc({ port: await findFreePortBase(1), slotDurationMs: 0 })
  })
  afterAll(() => server.stop())

  test('behavior: a browser on another origin may call it (CORS preflight for kit headers)', async () => {
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8556',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
    const answer = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  test('behavior: a batch is answered in order, one answer per call, notifications none', async () => {
    const answer = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [solanaTestUserAddress] },
        { jsonrpc: '2.0', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'getNothing' },
        { jsonrpc: '2.0', id: 'c', method: 'getGenesisHash' },
      ]),
    )
    expect(await answer.json()).toEqual([
      {
        jsonrpc: '2.0',
        id: 'a',
        result: { context: { apiVersion: '4.3.0', slot: expect.any(Number) }, value: 100e9 },
      },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 'c', result: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' },
    ])
  })

  test('behavior: u64 values are exact JSON integers, past 2^53 too', async () => {
    const answer = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getAccountInfo',
        params: [solanaTestUserAddress, { encoding: 'base64' }],
      }),
    )
    expect(await answer.text()).toContain('"rentEpoch":18446744073709551615')
  })

  test.each([
    ['not json', 'Parse error', -32_700],
    ['[]', 'Invalid request', -32_600],
    ['{"id":1,"method":"getHealth"}', 'Invalid request', -32_600],
    ['{"jsonrpc":"2.0","id":{},"method":"getHealth"}', 'Invalid request', -32_600],
    ['{"jsonrpc":"2.0","id":7,"method":"constructor"}', 'Method not found', -32_601],
    ['{"jsonrpc":"2.0","id":7,"method":"getHealth","params":{"a":1}}', 'Invalid params', -32_602],
  ])('error: %s is a %s (%i)', async (body, message, code) => {
    const answer = (await (await post(body)).json()) as { error: { code: number; message: string } }
    expect(answer.error.code).toBe(code)
    expect(answer.error.message).toContain(message)
  })

  test('behavior: GET /health is ok; other verbs are 405, other content types 415', async () => {
    const health = await fetch(`${server.url}/health`)
    expect(await health.text()).toBe('ok')
    expect((await fetch(server.url)).status).toBe(405)
    expect((await post('{}', 'text/plain')).status).toBe(415)
  })

  test('behavior: nothing crashes it: every method given junk params answers a JSON-RPC error', async () => {
    const junk = [
      [],
      [null],
      [42, 'x'],
      [{}, {}, {}, {}],
      ['x'.repeat(5000)],
      [[1, 2], { encoding: 7 }],
    ]
    for (const method of Object.keys(solanaRpcMethods))
      for (const params of junk) {
        const answer = (await (
          await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
        ).json()) as { result?: unknown; error?: { code: number } }
        const code = answer.error?.code
        expect(
          code === undefined || [-32_600, -32_602, -32_016].includes(code),
          `${method} ${JSON.stringify(params).slice(0, 40)} → ${code}`,
        ).toBe(true)
      }
    const health = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }))
    expect(await health.json()).toMatchObject({ result: 'ok' })
  })
})

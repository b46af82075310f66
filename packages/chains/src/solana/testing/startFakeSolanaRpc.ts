import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isRecord } from '../../params/isRecord.js'

/** A JSON-RPC error the fake node answers with. */
export class FakeRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** One call the fake node received. */
export type FakeRpcCall = { readonly method: string; readonly params: readonly unknown[] }

/** When each call of `calls` came, in ms since the epoch. */
export type FakeRpcTimes = readonly number[]

/** Answers a call: its `result`, or a thrown FakeRpcError for an error answer (anything else thrown: -32603). */
export type FakeRpcAnswer = (method: string, params: readonly unknown[]) => unknown

/**
 * A Solana JSON-RPC node in the test process, answering as `answer` says and recording every
 * call, for unit tests of what the wallet asks and how it reads the answers.
 */
export async function startFakeSolanaRpc(answer: FakeRpcAnswer) {
  const calls: FakeRpcCall[] = []
  const times: number[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    if (!isRecord(body) || typeof body.method !== 'string') return void response.end()
    const params = Array.isArray(body.params) ? body.params : []
    calls.push({ method: body.method, params })
    times.push(Date.now())
    let reply: Record<string, unknown>
    try {
      reply = { result: await answer(body.method, params) }
    } catch (error) {
      const { code, message, data } =
        error instanceof FakeRpcError ? error : new FakeRpcError(-32603, String(error))
      reply = { error: { code, message, ...(data === undefined ? {} : { data }) } }
    }
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({ jsonrpc: '2.0', id: body.id, ...reply }, (_key, value: unknown) =>
        typeof value === 'bigint' ? Number(value) : value,
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    times: times as FakeRpcTimes,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A `{ context, value }` answer, as the node wraps most results. */
export function rpcValue(value: unknown) {
  return { context: { slot: 1 }, value }
}

import type { RpcContext } from './RpcMethod.js'
import { rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'
import { stringifyJson } from './stringifyJson.js'

type Id = string | number | null
type Answer = { readonly jsonrpc: '2.0'; readonly id: Id } & (
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string; readonly data?: unknown } }
)

const failed = (id: Id, code: number, message: string, data?: unknown): Answer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data !== undefined && { data }) },
})

/**
 * The JSON-RPC 2.0 answer to a request body: one call or a batch (an array, answered in order,
 * each call run after the one before, since one may change what the next reads). Calls without
 * an `id` are notifications and get no answer; `null` means nothing to send. Never throws: a
 * failing method is a JSON-RPC error, and an unexpected one is `-32603`.
 */
export async function answerJsonRpc(body: string, context: RpcContext): Promise<string | null> {
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return stringifyJson(failed(null, rpcErrorCodes.parseError, 'Parse error'))
  }
  if (!Array.isArray(payload)) {
    const answer = await answerCall(payload, context)
    return answer && stringifyJson(answer)
  }
  if (payload.length === 0)
    return stringifyJson(failed(null, rpcErrorCodes.invalidRequest, 'Invalid request'))
  const answers: Answer[] = []
  for (const call of payload) {
    const answer = await answerCall(call, context)
    if (answer) answers.push(answer)
  }
  return answers.length > 0 ? stringifyJson(answers) : null
}

async function answerCall(call: unknown, context: RpcContext): Promise<Answer | null> {
  if (typeof call !== 'object' || call === null || Array.isArray(call))
    return failed(null, rpcErrorCodes.invalidRequest, 'Invalid request')
  const { jsonrpc, method, params } = call as Record<string, unknown>
  const rawId = (call as Record<string, unknown>).id
  const isNotification = !('id' in call)
  const isIdValid =
    rawId === undefined || rawId === null || typeof rawId === 'string' || typeof rawId === 'number'
  const id = isIdValid ? ((rawId ?? null) as Id) : null
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !isIdValid)
    return failed(id, rpcErrorCodes.invalidRequest, 'Invalid request')
  const handler = Object.hasOwn(solanaRpcMethods, method) ? solanaRpcMethods[method] : undefined
  let answer: Answer
  if (!handler) answer = failed(id, rpcErrorCodes.methodNotFound, 'Method not found')
  else
    try {
      answer = { jsonrpc: '2.0', id, result: await handler(params, context) }
    } catch (error) {
      answer =
        error instanceof SolanaRpcError
          ? failed(id, error.code, error.message, error.data)
          : failed(id, rpcErrorCodes.internalError, 'Internal error')
    }
  return isNotification ? null : answer
}

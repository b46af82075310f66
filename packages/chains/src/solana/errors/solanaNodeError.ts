import {
  isSolanaError,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaError,
} from '@solana/kit'
import { NodeRpcError } from '../../NodeRpcError.js'
import { causeChain } from '../../transfers/describeSendFailure.js'
import { describeSimulationFailure } from '../simulation/describeSimulationFailure.js'

// JSON-RPC 2.0 reserves these codes; kit keeps a node's error under its own code in that range.
const jsonRpcCodes = { min: -32_768, max: -32_000 }

/**
 * The Solana node's own JSON-RPC error inside what kit threw (a `SolanaError` whose code is the
 * node's), as the node coded it, so hosts get the node's code (e.g. -32002 for a failed
 * preflight) and message; the rest of what the node sent (a preflight's logs) as `data`.
 * Undefined when the failure did not come from the node.
 */
export function solanaNodeError(error: unknown): NodeRpcError | undefined {
  const rpc = causeChain(error).find(isNodeError)
  if (!rpc) return undefined
  const { __code: code, __serverMessage: serverMessage, cause: _cause, ...data } = rpc.context
  return new NodeRpcError({
    code,
    message: typeof serverMessage === 'string' ? serverMessage : messageOf(rpc, data),
    ...(Object.keys(data).length > 0 ? { data } : {}),
    cause: error,
  })
}

function isNodeError(error: unknown): error is SolanaError & {
  readonly context: { readonly __code: number } & Record<string, unknown>
} {
  if (!isSolanaError(error)) return false
  const code: number = error.context.__code
  return code >= jsonRpcCodes.min && code <= jsonRpcCodes.max
}

/** Kit drops the node's text of a failed preflight: it is rebuilt from the logs it keeps. */
function messageOf(error: SolanaError, data: Record<string, unknown>): string {
  if (
    error.context.__code !== SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE
  )
    return error.message
  const logs = Array.isArray(data.logs) ? data.logs.filter((line) => typeof line === 'string') : []
  const reason = logs.length > 0 ? describeSimulationFailure(undefined, logs) : undefined
  return reason ? `Transaction simulation failed: ${reason}` : 'Transaction simulation failed'
}

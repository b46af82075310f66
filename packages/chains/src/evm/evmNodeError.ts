import { BaseError, RpcError, RpcRequestError } from 'viem'
import { NodeRpcError } from '../NodeRpcError.js'

/**
 * The node's own JSON-RPC error inside what viem threw (it wraps them), as the node coded it:
 * hosts get the same `{ code, message, data }` they would get from the node. Undefined when the
 * failure did not come from the node.
 */
export function evmNodeError(error: unknown): NodeRpcError | undefined {
  const rpc =
    error instanceof BaseError
      ? error.walk((e) => e instanceof RpcRequestError || e instanceof RpcError)
      : null
  if (!(rpc instanceof RpcRequestError || rpc instanceof RpcError)) return undefined
  return new NodeRpcError({
    code: rpc.code,
    message: rpc.details || rpc.shortMessage,
    data: 'data' in rpc ? rpc.data : undefined,
    cause: error,
  })
}

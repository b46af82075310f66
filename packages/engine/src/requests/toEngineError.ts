import { WalletError } from '@tessera/errors'
import { BaseError, RpcError, RpcRequestError } from 'viem'
import { NodeRpcError } from '../node/NodeRpcError.js'

/**
 * What a failed request rejects with: a WalletError as it is, a node's coded JSON-RPC error as a
 * NodeRpcError, anything else W-131 (its details stay in `cause`, never in the message).
 */
export function toEngineError(error: unknown): WalletError | NodeRpcError {
  if (error instanceof WalletError || error instanceof NodeRpcError) return error
  const rpc =
    error instanceof BaseError
      ? error.walk((e) => e instanceof RpcRequestError || e instanceof RpcError)
      : null
  if (rpc instanceof RpcRequestError || rpc instanceof RpcError)
    return new NodeRpcError({
      code: rpc.code,
      message: rpc.details || rpc.shortMessage,
      data: 'data' in rpc ? rpc.data : undefined,
      cause: error,
    })
  return new WalletError('W-131', { cause: error })
}

import { type ChainAdapter, NodeRpcError } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * What a failed request rejects with: a WalletError as it is, a node's coded JSON-RPC error as a
 * NodeRpcError (the family finds it in what its library threw), anything else W-131 (its
 * details stay in `cause`, never in the message).
 */
export function toEngineError(
  error: unknown,
  adapter: Pick<ChainAdapter, 'nodeErrorOf'>,
): WalletError | NodeRpcError {
  if (error instanceof WalletError || error instanceof NodeRpcError) return error
  return adapter.nodeErrorOf(error) ?? new WalletError('W-131', { cause: error })
}

import type { Faucet } from '../cluster/createFaucet.js'
import type { SolanaCluster } from '../cluster/createSolanaCluster.js'

/** What a method handler works on. */
export type RpcContext = {
  readonly cluster: SolanaCluster
  readonly faucet: Faucet
}

/** One JSON-RPC method: untrusted `params` in, the `result` out, or a `SolanaRpcError` thrown. */
export type RpcMethod = (params: unknown, context: RpcContext) => unknown

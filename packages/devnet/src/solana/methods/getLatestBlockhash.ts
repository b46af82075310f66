import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'

/** `getLatestBlockhash [config?]`: the blockhash of the block the commitment sees. */
export const getLatestBlockhash: RpcMethod = (params, { cluster }) => {
  const [config] = readParamList(params, { required: 0, allowed: 1 })
  const { commitment, block } = readCommitmentConfig(config, cluster)
  return rpcResponse(block.slot, cluster.latestBlockhash(commitment))
}

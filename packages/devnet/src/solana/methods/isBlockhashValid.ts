import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readBlockhash, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'

/** `isBlockhashValid blockhash [config?]`: whether it can still land a transaction. */
export const isBlockhashValid: RpcMethod = (params, { cluster }) => {
  const [blockhash, config] = readParamList(params, { required: 1, allowed: 2 })
  const { block } = readCommitmentConfig(config, cluster)
  return rpcResponse(block.slot, cluster.isBlockhashValid(readBlockhash(blockhash)))
}

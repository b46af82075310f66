import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList } from '../rpc/readParams.js'

/** `getBlockHeight [config?]`: the height of the block the commitment sees. */
export const getBlockHeight: RpcMethod = (params, { cluster }) => {
  const [config] = readParamList(params, { required: 0, allowed: 1 })
  return readCommitmentConfig(config, cluster).block.blockHeight
}

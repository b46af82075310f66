import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList } from '../rpc/readParams.js'

/** `getSlot [config?]`: the slot the commitment sees. */
export const getSlot: RpcMethod = (params, { cluster }) => {
  const [config] = readParamList(params, { required: 0, allowed: 1 })
  return readCommitmentConfig(config, cluster).block.slot
}

import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readParamList } from '../rpc/readParams.js'

/** `getHealth`: a lone local node is always caught up. */
export const getHealth: RpcMethod = (params) => {
  readParamList(params, { required: 0, allowed: 0 })
  return 'ok'
}

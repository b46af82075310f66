import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readParamList } from '../rpc/readParams.js'
import { solanaCoreVersion } from '../rpc/rpcResponse.js'

// Agave reports a u32 digest of its active features; LiteSVM enables every feature it knows,
// so one fixed number stands for that set.
const featureSet = 3_294_202_862

/** `getVersion`: the Agave release LiteSVM runs. */
export const getVersion: RpcMethod = (params) => {
  readParamList(params, { required: 0, allowed: 0 })
  return { 'solana-core': solanaCoreVersion, 'feature-set': featureSet }
}

import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'

/** `getBalance address [config?]`: lamports, 0 for an account that does not exist. */
export const getBalance: RpcMethod = (params, { cluster }) => {
  const [address, config] = readParamList(params, { required: 1, allowed: 2 })
  const { block } = readCommitmentConfig(config, cluster)
  return rpcResponse(block.slot, cluster.readAccount(readAddress(address))?.lamports ?? 0n)
}

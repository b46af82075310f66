import { encodeAccount } from '../accounts/encodeAccount.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readAccountConfig } from '../rpc/readAccountConfig.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'

/** `getAccountInfo address [config?]`: the account, or null where none exists. */
export const getAccountInfo: RpcMethod = (params, { cluster }) => {
  const [address, configParam] = readParamList(params, { required: 1, allowed: 2 })
  const config = readAccountConfig(configParam, cluster)
  const account = cluster.readAccount(readAddress(address))
  const { readAccount } = cluster
  return rpcResponse(
    config.block.slot,
    account && encodeAccount(account, { ...config, readAccount }),
  )
}

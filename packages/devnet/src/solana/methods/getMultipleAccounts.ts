import { encodeAccount } from '../accounts/encodeAccount.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readAccountConfig } from '../rpc/readAccountConfig.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'

/** Agave's MAX_MULTIPLE_ACCOUNTS. */
const maxAccounts = 100

/** `getMultipleAccounts addresses [config?]`: each account, null where none exists. */
export const getMultipleAccounts: RpcMethod = (params, { cluster }) => {
  const [addresses, configParam] = readParamList(params, { required: 1, allowed: 2 })
  if (!Array.isArray(addresses))
    throw invalidParams('Invalid params: invalid type, expected a sequence.')
  if (addresses.length > maxAccounts)
    throw invalidParams(`Too many inputs provided; max ${maxAccounts}`)
  const config = readAccountConfig(configParam, cluster)
  const { readAccount } = cluster
  const accounts = addresses.map(readAddress).map((address) => {
    const account = readAccount(address)
    return account && encodeAccount(account, { ...config, readAccount })
  })
  return rpcResponse(config.block.slot, accounts)
}

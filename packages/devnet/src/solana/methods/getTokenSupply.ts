import { readSplTokenState } from '../accounts/readSplTokenState.js'
import { uiTokenAmount } from '../accounts/uiTokenAmount.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'

/** `getTokenSupply mint [config?]`: the mint's supply, in its decimals. */
export const getTokenSupply: RpcMethod = (params, { cluster }) => {
  const [address, config] = readParamList(params, { required: 1, allowed: 2 })
  const { block } = readCommitmentConfig(config, cluster)
  const account = cluster.readAccount(readAddress(address))
  const state = account && readSplTokenState(account)
  if (state?.kind !== 'mint') throw invalidParams('Invalid param: not a Token mint')
  return rpcResponse(block.slot, uiTokenAmount(state.supply, state.decimals))
}

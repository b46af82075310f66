import { readDecimals } from '../accounts/parseAccountData.js'
import { readSplTokenState } from '../accounts/readSplTokenState.js'
import { uiTokenAmount } from '../accounts/uiTokenAmount.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'

/** `getTokenAccountBalance address [config?]`: the token account's amount, in its mint's decimals. */
export const getTokenAccountBalance: RpcMethod = (params, { cluster }) => {
  const [address, config] = readParamList(params, { required: 1, allowed: 2 })
  const { block } = readCommitmentConfig(config, cluster)
  const account = cluster.readAccount(readAddress(address))
  if (!account) throw invalidParams('Invalid param: could not find account')
  const state = readSplTokenState(account)
  if (state?.kind !== 'account') throw invalidParams('Invalid param: not a Token account')
  const decimals = readDecimals(state.mint, cluster.readAccount)
  if (decimals === null) throw invalidParams('Invalid param: could not find mint')
  return rpcResponse(block.slot, uiTokenAmount(state.amount, decimals))
}

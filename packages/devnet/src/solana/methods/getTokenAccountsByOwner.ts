import type { Address } from '@solana/kit'
import { encodeAccount } from '../accounts/encodeAccount.js'
import { readSplTokenState } from '../accounts/readSplTokenState.js'
import type { SolanaCluster } from '../cluster/createSolanaCluster.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readAccountConfig } from '../rpc/readAccountConfig.js'
import { readAddress, readConfig, readParamList } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import { tokenProgramNames } from '../solanaProgramAddresses.js'

/**
 * `getTokenAccountsByOwner owner {mint} | {programId} [config?]`: the owner's token accounts of
 * one mint, or of one token program (Token or Token-2022; a wallet asks both), each as
 * `{ pubkey, account }`.
 */
export const getTokenAccountsByOwner: RpcMethod = (params, { cluster }) => {
  const [ownerParam, filterParam, configParam] = readParamList(params, { required: 2, allowed: 3 })
  const owner = readAddress(ownerParam)
  const { programId, mint } = readFilter(filterParam, cluster)
  const config = readAccountConfig(configParam, cluster)
  const { readAccount } = cluster
  const held = cluster.svm.getProgramAccounts(programId).filter((account) => {
    const state = readSplTokenState(account)
    return state?.kind === 'account' && state.owner === owner && (!mint || state.mint === mint)
  })
  return rpcResponse(
    config.block.slot,
    held.map((account) => ({
      pubkey: account.address,
      account: encodeAccount(account, { ...config, readAccount }),
    })),
  )
}

function readFilter(value: unknown, cluster: SolanaCluster) {
  const filter = readConfig(value)
  if ((filter.mint === undefined) === (filter.programId === undefined))
    throw invalidParams('Invalid params: expected a filter of either `mint` or `programId`.')
  if (filter.mint !== undefined) {
    const mint = readAddress(filter.mint)
    const account = cluster.readAccount(mint)
    if (!account || readSplTokenState(account)?.kind !== 'mint')
      throw invalidParams('Invalid param: could not find mint')
    return { programId: account.programAddress, mint }
  }
  const programId: Address = readAddress(filter.programId)
  if (!tokenProgramNames.has(programId))
    throw invalidParams('Invalid param: unrecognized Token program id')
  return { programId, mint: undefined }
}

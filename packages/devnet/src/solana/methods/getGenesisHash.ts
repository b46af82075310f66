import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readParamList } from '../rpc/readParams.js'

/**
 * Devnet's real genesis hash. The wallet registers this cluster as its Solana devnet stand-in
 * (server chain id '3'), and clients tell clusters apart by this hash, so the stand-in answers
 * as devnet does; nothing on it is devnet's state.
 */
export const solanaDevnetGenesisHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

/** `getGenesisHash`. */
export const getGenesisHash: RpcMethod = (params) => {
  readParamList(params, { required: 0, allowed: 0 })
  return solanaDevnetGenesisHash
}

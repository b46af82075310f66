import { getBase64Encoder } from '@solana/kit'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList, readString } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import { decodeMessage } from '../transactions/decodeMessage.js'
import { feeForMessage } from '../transactions/feeForMessage.js'

const failure = 'failed to deserialize solana_message::versioned::VersionedMessage'

/**
 * `getFeeForMessage base64Message [config?]`: the lamports the message would be charged, or
 * null once its blockhash can no longer land it.
 */
export const getFeeForMessage: RpcMethod = (params, { cluster }) => {
  const [encoded, config] = readParamList(params, { required: 1, allowed: 2 })
  const { block } = readCommitmentConfig(config, cluster)
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(getBase64Encoder().encode(readString(encoded)))
  } catch {
    throw invalidParams(`invalid base64 encoding: ${failure}`)
  }
  const message = decodeMessage(bytes, failure)
  const isLandable = cluster.isBlockhashValid(message.lifetimeToken)
  return rpcResponse(block.slot, isLandable ? feeForMessage(message).fee : null)
}

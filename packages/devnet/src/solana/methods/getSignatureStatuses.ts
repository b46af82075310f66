import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readConfig, readFlag, readParamList, readSignature } from '../rpc/readParams.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import { signatureStatus } from '../rpc/signatureStatus.js'

/** Agave's MAX_GET_SIGNATURE_STATUSES_QUERY_ITEMS. */
const maxSignatures = 256
/** The status cache spans the last 300 slots; older ones need `searchTransactionHistory`. */
const statusCacheSlots = 300n

/**
 * `getSignatureStatuses signatures [config?]`: each landed transaction's slot, confirmations,
 * error and confirmation status; null for one never landed (or dropped), and for one older than
 * the status cache unless `searchTransactionHistory` is set.
 */
export const getSignatureStatuses: RpcMethod = (params, { cluster }) => {
  const [signatures, configParam] = readParamList(params, { required: 1, allowed: 2 })
  if (!Array.isArray(signatures))
    throw invalidParams('Invalid params: invalid type, expected a sequence.')
  if (signatures.length > maxSignatures)
    throw invalidParams(`Too many inputs provided; max ${maxSignatures}`)
  const searchHistory = readFlag(readConfig(configParam), 'searchTransactionHistory', false)
  const { slot } = cluster.block('processed')
  const statuses = signatures.map(readSignature).map((signature) => {
    const record = cluster.ledger.get(signature)
    if (!record) return null
    if (!searchHistory && slot - BigInt(record.slot) > statusCacheSlots) return null
    return signatureStatus(record, cluster)
  })
  return rpcResponse(slot, statuses)
}

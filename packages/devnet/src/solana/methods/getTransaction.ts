import {
  encodeConfirmedTransaction,
  transactionEncodings,
} from '../rpc/encodeConfirmedTransaction.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readLedgerConfig } from '../rpc/readCommitmentConfig.js'
import { readChoice, readParamList, readSignature, readUnsigned } from '../rpc/readParams.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'

/**
 * `getTransaction signature [config | encoding]`: the landed transaction with its meta, or
 * null when unknown or not yet at the asked commitment (`finalized` by default, so a fresh
 * one is null for 32 blocks, as on a real cluster; `processed` is refused).
 */
export const getTransaction: RpcMethod = (params, { cluster }) => {
  const [signature, configParam] = readParamList(params, { required: 1, allowed: 2 })
  // The second param may still be a bare encoding, the RPC's older form.
  const configValue = typeof configParam === 'string' ? { encoding: configParam } : configParam
  const { config, block } = readLedgerConfig(configValue, cluster)
  const encoding = readChoice(config, 'encoding', transactionEncodings, 'json')
  const maxVersion = config.maxSupportedTransactionVersion
  const maxSupportedTransactionVersion =
    maxVersion === undefined || maxVersion === null
      ? undefined
      : Number(readUnsigned(maxVersion, 'maxSupportedTransactionVersion'))
  if (maxSupportedTransactionVersion !== undefined && maxSupportedTransactionVersion > 0)
    throw invalidParams('Invalid params: unsupported maxSupportedTransactionVersion, expected 0.')
  const record = cluster.ledger.get(readSignature(signature))
  if (!record || BigInt(record.slot) > block.slot) return null
  return encodeConfirmedTransaction(record, { encoding, maxSupportedTransactionVersion })
}

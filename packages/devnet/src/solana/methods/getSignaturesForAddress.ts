import type { TransactionRecord } from '../cluster/TransactionRecord.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readLedgerConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readParamList, readSignature, readUnsigned } from '../rpc/readParams.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import { confirmationOf } from '../rpc/signatureStatus.js'

const maxLimit = 1_000

/**
 * `getSignaturesForAddress address [config?]`: the transactions that named the address, newest
 * first, at most `limit` (default and max 1000), between `before` and `until` (exclusive).
 */
export const getSignaturesForAddress: RpcMethod = (params, { cluster }) => {
  const [address, configParam] = readParamList(params, { required: 1, allowed: 2 })
  const { config, block } = readLedgerConfig(configParam, cluster)
  const limit =
    config.limit === undefined || config.limit === null
      ? maxLimit
      : Number(readUnsigned(config.limit, 'limit'))
  if (limit < 1 || limit > maxLimit) throw invalidParams(`Invalid limit; max ${maxLimit}`)
  const before = config.before === undefined ? undefined : readSignature(config.before)
  const until = config.until === undefined ? undefined : readSignature(config.until)
  const newestFirst = cluster.ledger
    .forAddress(readAddress(address))
    .filter((record) => BigInt(record.slot) <= block.slot)
    .toReversed()
  const start = before ? indexAfter(newestFirst, before) : 0
  const untilIndex = until ? newestFirst.findIndex((r) => r.signature === until) : -1
  const end = untilIndex === -1 ? newestFirst.length : untilIndex
  return newestFirst
    .slice(start, Math.max(start, end))
    .slice(0, limit)
    .map((record) => ({
      signature: record.signature,
      slot: BigInt(record.slot),
      err: record.err,
      // Memos are not extracted here: every entry reports none.
      memo: null,
      blockTime: BigInt(record.blockTime),
      confirmationStatus: confirmationOf(record, cluster).confirmationStatus,
    }))
}

/** Where the list resumes after `signature`; past the end when it is unknown. */
function indexAfter(records: readonly TransactionRecord[], signature: string): number {
  const index = records.findIndex((record) => record.signature === signature)
  return index === -1 ? records.length : index + 1
}

import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readParamList } from '../rpc/readParams.js'

/** `getEpochInfo [config?]`: epochs of devnet's length, and how many transactions landed. */
export const getEpochInfo: RpcMethod = (params, { cluster }) => {
  const [config] = readParamList(params, { required: 0, allowed: 1 })
  const { block } = readCommitmentConfig(config, cluster)
  const { slotsPerEpoch } = cluster.svm.getEpochSchedule()
  const landed = cluster.ledger.records.filter((record) => BigInt(record.slot) <= block.slot)
  return {
    absoluteSlot: block.slot,
    blockHeight: block.blockHeight,
    epoch: block.slot / slotsPerEpoch,
    slotIndex: block.slot % slotsPerEpoch,
    slotsInEpoch: slotsPerEpoch,
    transactionCount: landed.length,
  }
}

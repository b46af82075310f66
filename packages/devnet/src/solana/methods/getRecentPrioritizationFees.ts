import type { Address } from '@solana/kit'
import type { TransactionRecord } from '../cluster/TransactionRecord.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readAddress, readParamList } from '../rpc/readParams.js'
import { invalidParams } from '../rpc/SolanaRpcError.js'

/** Agave keeps fees of the last 150 blocks, and takes at most 128 accounts. */
const recentSlots = 150n
const maxAccounts = 128

/**
 * `getRecentPrioritizationFees [addresses?]`: per recent slot, the lowest unit price a landed
 * transaction paid; with addresses, the highest of those for transactions writing to each.
 */
export const getRecentPrioritizationFees: RpcMethod = (params, { cluster }) => {
  const [addressesParam] = readParamList(params, { required: 0, allowed: 1 })
  const list = addressesParam ?? []
  if (!Array.isArray(list))
    throw invalidParams('Invalid params: invalid type, expected a sequence.')
  if (list.length > maxAccounts) throw invalidParams(`Too many inputs provided; max ${maxAccounts}`)
  const addresses = list.map(readAddress)
  const tip = cluster.block('confirmed').slot
  const first = tip >= recentSlots ? tip - recentSlots + 1n : 1n
  const bySlot = new Map<number, TransactionRecord[]>()
  for (const record of cluster.ledger.since(Number(first)))
    bySlot.set(record.slot, [...(bySlot.get(record.slot) ?? []), record])
  const slots = Array.from({ length: Number(tip - first + 1n) }, (_, n) => first + BigInt(n))
  return slots.map((slot) => ({
    slot,
    prioritizationFee: slotFee(bySlot.get(Number(slot)) ?? [], addresses),
  }))
}

function slotFee(records: readonly TransactionRecord[], addresses: readonly Address[]): bigint {
  const lowest = (list: readonly TransactionRecord[]) =>
    list.reduce<bigint | null>((low, { computeUnitPrice }) => {
      const price = BigInt(computeUnitPrice)
      return low === null || price < low ? price : low
    }, null)
  const perAccount = addresses.map((address) =>
    lowest(
      records.filter((record) =>
        record.accountKeys.some((key) => key.writable && key.pubkey === address),
      ),
    ),
  )
  return [lowest(records), ...perAccount].reduce<bigint>(
    (high, fee) => (fee !== null && fee > high ? fee : high),
    0n,
  )
}

import type { Address, Signature } from '@solana/kit'
import type { TransactionRecord } from './TransactionRecord.js'

export type TransactionLedger = {
  add(record: TransactionRecord): void
  get(signature: string): TransactionRecord | undefined
  /** Transactions naming `address` among their accounts, oldest first. */
  forAddress(address: Address): readonly TransactionRecord[]
  /** Transactions in slots from `slot` on, oldest first. */
  since(slot: number): readonly TransactionRecord[]
  /** Every transaction, oldest first (what is saved). */
  readonly records: readonly TransactionRecord[]
}

/**
 * Every transaction the cluster committed (the real RPC's ledger and status cache in one),
 * indexed by signature and by account.
 */
export function createTransactionLedger(
  records: readonly TransactionRecord[] = [],
): TransactionLedger {
  const all: TransactionRecord[] = []
  const bySignature = new Map<Signature, TransactionRecord>()
  const byAddress = new Map<Address, TransactionRecord[]>()
  const add = (record: TransactionRecord) => {
    all.push(record)
    bySignature.set(record.signature, record)
    for (const { pubkey } of record.accountKeys) {
      const list = byAddress.get(pubkey) ?? []
      if (list.at(-1) !== record) list.push(record)
      byAddress.set(pubkey, list)
    }
  }
  for (const record of records) add(record)
  return {
    add,
    get: (signature) => bySignature.get(signature as Signature),
    forAddress: (address) => byAddress.get(address) ?? [],
    since(slot) {
      let first = all.length
      while (first > 0 && (all[first - 1]?.slot ?? 0) >= slot) first--
      return all.slice(first)
    },
    records: all,
  }
}

import type { TransactionParams } from '../requests/EvmRequestDescription.js'

/** The transaction as the node runs it before it is signed (gas estimates, simulation). */
export function transactionCall(tx: TransactionParams) {
  return {
    from: tx.from,
    ...(tx.to ? { to: tx.to } : {}),
    value: tx.value,
    ...(tx.data ? { data: tx.data } : {}),
  }
}

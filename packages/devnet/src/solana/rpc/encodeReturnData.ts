import type { ExecutionMeta } from '../cluster/TransactionRecord.js'

/** Data a program returned, as the RPC shows it: `{ programId, data: [base64, 'base64'] }`. */
export function encodeReturnData({ programId, data }: NonNullable<ExecutionMeta['returnData']>) {
  return { programId, data: [data, 'base64'] }
}

import { WalletError } from '@tessera/errors'
import type { EvmContext } from '../EvmContext.js'

/** EIP-5792: a batch id the app already used is refused with 5720 (duplicate id). */
export function assertNewBatchId(id: string, context: EvmContext): void {
  if (context.callBatches.find(id)) throw new WalletError('duplicate_batch_id', { params: { id } })
}

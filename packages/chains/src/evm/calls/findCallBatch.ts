import { WalletError } from '@tessera/errors'
import { invalidParams } from '../../params/invalidParams.js'
import { paramAt } from '../../params/paramAt.js'
import type { CallBatch } from '../../requests/CallBatch.js'
import type { EvmContext } from '../EvmContext.js'

/** wallet_getCallsStatus and wallet_showCallsStatus [id]: the batch id, a string. */
export function parseBatchIdParam(params: unknown): string {
  const id = paramAt(params, 0)
  if (typeof id !== 'string' || id === '') throw invalidParams('invalid id: not a batch id')
  return id
}

/** The batch the app sent with this id; 5730 (unknown bundle id, EIP-5792) when there is none. */
export function findCallBatch(id: string, context: EvmContext): CallBatch {
  const batch = context.callBatches.find(id)
  if (!batch) throw new WalletError('unknown_batch_id', { params: { id } })
  return batch
}

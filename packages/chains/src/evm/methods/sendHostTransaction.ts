import type { Hash } from 'viem'
import { recordBroadcast } from '../activities/recordBroadcast.js'
import type { EvmContext } from '../EvmContext.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { sendWithViem } from './sendWithViem.js'

/**
 * Sends a final transaction the host app asked for (eth_sendTransaction, or one call of a
 * wallet_sendCalls batch) and records it as a Pending activity; answers its hash.
 */
export async function sendHostTransaction(
  tx: TransactionParams,
  context: EvmContext,
): Promise<Hash> {
  const hash = await sendWithViem(tx, context)
  await recordBroadcast(tx, hash, { kind: 'host' }, context)
  return hash
}

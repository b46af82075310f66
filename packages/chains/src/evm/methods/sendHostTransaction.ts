import type { Hash } from 'viem'
import { recordBroadcast } from '../activities/recordBroadcast.js'
import type { EvmContext } from '../EvmContext.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { type SendOptions, sendWithViem } from './sendWithViem.js'

/**
 * Sends a final transaction the host app asked for (eth_sendTransaction, or one call of a
 * wallet_sendCalls batch, with the batch's network and stop) on the network selected when it is
 * called unless `options` names one, and records it as a Pending activity; answers
 * its hash.
 */
export async function sendHostTransaction(
  tx: TransactionParams,
  context: EvmContext,
  options: SendOptions = {},
): Promise<Hash> {
  const networkId = options.networkId ?? context.networks.selected().id
  const hash = await sendWithViem(tx, context, { ...options, networkId })
  await recordBroadcast(tx, hash, { kind: 'host' }, context, networkId)
  return hash
}

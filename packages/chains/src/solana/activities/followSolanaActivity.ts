import { signature } from '@solana/kit'
import type { Activity, ActivityProgress } from '../../activities/Activity.js'
import type { SolanaContext } from '../SolanaContext.js'

/**
 * What the node says of an activity still waiting for its details (SPEC §4): null while it does
 * not know the transaction, so the log asks again after 2 s (S-016); once found, its fee and
 * compute units consumed (F-009), and Failed when it failed.
 */
export async function followSolanaActivity(
  context: SolanaContext,
  activity: Activity,
): Promise<ActivityProgress | null> {
  const network = context.networks.find(activity.networkId)
  if (!network) return null
  const found = await context
    .client(network)
    .getTransaction(signature(activity.txHash), {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  if (!found?.meta) return null
  const { err, fee, computeUnitsConsumed } = found.meta
  return {
    status: err === null ? 'Success' : 'Failed',
    transaction: {
      fee: fee.toString(),
      computeUnitsConsumed: computeUnitsConsumed?.toString() ?? null,
    },
    isAwaitingDetails: false,
  }
}

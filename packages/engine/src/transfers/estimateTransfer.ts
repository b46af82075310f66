import { estimateTransactionGas, type GasEstimate } from '../gas/estimateTransactionGas.js'
import type { EngineContext } from '../requests/MethodRow.js'
import { selectedNetworkOf } from './selectedNetworkOf.js'
import type { Transfer } from './Transfer.js'
import { transferCall } from './transferCall.js'

/**
 * The gas of a transfer from the account on the selected network (SPEC §9: token and NFT estimates
 * doubled; `isEstimated` false when the node could not estimate it). W-130 after a network switch.
 */
export async function estimateTransfer(
  transfer: Transfer,
  context: EngineContext,
): Promise<GasEstimate> {
  const { publicClient } = context.node(selectedNetworkOf(transfer, context))
  return estimateTransactionGas({
    client: publicClient,
    transaction: {
      from: context.account.address,
      ...transferCall(transfer, context.account.address),
    },
    isTokenOrNftTransfer: transfer.asset !== 'native',
  })
}

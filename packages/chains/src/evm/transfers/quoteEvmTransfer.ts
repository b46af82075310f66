import type { FeeQuote } from '../../fees/FeeQuote.js'
import type { Transfer } from '../../transfers/Transfer.js'
import type { EvmContext } from '../EvmContext.js'
import { estimateTransactionGas } from '../gas/estimateTransactionGas.js'
import { evmFeeQuote } from '../gas/evmFeeQuote.js'
import { transferCall } from './transferCall.js'

/**
 * The fee of the user's transfer on its network (SPEC §9: token and NFT estimates doubled; the
 * fallback when the node cannot estimate): a type 2 transaction where the chain has a base fee.
 */
export async function quoteEvmTransfer(context: EvmContext, transfer: Transfer): Promise<FeeQuote> {
  const { publicClient } = context.client(context.networks.require(transfer.networkId))
  const estimate = await estimateTransactionGas({
    client: publicClient,
    transaction: {
      from: context.account.address,
      ...transferCall(transfer, context.account.address),
    },
    isTokenOrNftTransfer: transfer.asset !== 'native',
  })
  return evmFeeQuote(estimate, { isEip1559: estimate.baseFeePerGas !== undefined })
}

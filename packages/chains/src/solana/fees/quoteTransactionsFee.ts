import type { FeeQuote } from '../../fees/FeeQuote.js'
import { describeTransaction } from '../requests/describeTransaction.js'
import type { SolanaContext } from '../SolanaContext.js'
import { requireOpenTransaction } from '../transactions/requireOpenTransaction.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import { estimateTransactionFee } from './estimateTransactionFee.js'
import { messageFee } from './messageFee.js'
import { solanaFeeQuote } from './solanaFeeQuote.js'

/**
 * The fee of a request's transactions, each message's as the node would charge it (whoever pays
 * it: the approval shows each fee payer), summed; estimated where the node has no answer.
 */
export async function quoteTransactionsFee(
  transactions: readonly SolanaTransactionRequest[],
  context: SolanaContext,
): Promise<FeeQuote> {
  const client = context.client(context.networks.selected())
  const fees = await Promise.all(
    transactions.map((request) => {
      const { transaction } = requireOpenTransaction(request)
      return messageFee(client, {
        messageBytes: transaction.messageBytes,
        estimate: () => {
          const { signers, instructions } = describeTransaction(request, context.account.address)
          return estimateTransactionFee({ signerCount: signers.length, instructions })
        },
      })
    }),
  )
  return solanaFeeQuote({
    fee: fees.reduce((sum, { fee }) => sum + fee, 0n),
    rent: 0n,
    isEstimated: fees.every(({ isEstimated }) => isEstimated),
  })
}

import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { transactionAlerts } from '../alerts/transactionAlerts.js'
import { estimateTransactionGas } from '../gas/estimateTransactionGas.js'
import { evmFeeQuote } from '../gas/evmFeeQuote.js'
import { gasChoiceOf } from '../gas/gasChoice.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { simulateTransaction } from '../simulation/simulateTransaction.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { finalTransaction } from './finalTransaction.js'
import { parseTransactionParams } from './parseTransactionParams.js'
import { sendHostTransaction } from './sendHostTransaction.js'
import { transactionCall } from './transactionCall.js'

/**
 * eth_sendTransaction [tx]: after approval, signed by the account and sent to the selected
 * network's node; answers the transaction hash (SPEC §6, §7). Before the user decides, its fee
 * (the gas panel, SPEC §2), its predicted effect on the sender's balances and its security
 * alerts (issue #17).
 */
export const eth_sendTransaction = defineEvmMethod<TransactionParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams: parseTransactionParams,
  describe: (tx, context) => ({
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    chain: chainSummaryOf(context.networks.selected()),
    ...tx,
  }),
  quoteFee: async (tx, context) => {
    const estimate = await estimateTransactionGas({
      client: context.client(context.networks.selected()).publicClient,
      transaction: transactionCall(tx),
    })
    return evmFeeQuote(estimate, tx)
  },
  simulate: (tx, context) =>
    simulateTransaction({
      client: context.client(context.networks.selected()).publicClient,
      transactions: [{ ...transactionCall(tx), ...(tx.gas === null ? {} : { gas: tx.gas }) }],
    }),
  alerts: transactionAlerts,
  checkEdits: (tx, edits) => {
    finalTransaction(tx, edits.fee && gasChoiceOf(edits.fee))
  },
  run: async ({ params, edits }, context) => {
    const tx = finalTransaction(params, edits.fee && gasChoiceOf(edits.fee))
    return sendHostTransaction(tx, context)
  },
})

import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { transactionAlerts } from '../alerts/transactionAlerts.js'
import { assertNewBatchId } from '../calls/assertNewBatchId.js'
import { parseSendCallsParams } from '../calls/parseSendCallsParams.js'
import { runCallBatch } from '../calls/runCallBatch.js'
import type { SendCallsParams } from '../calls/SendCallsParams.js'
import { estimateTransactionGas } from '../gas/estimateTransactionGas.js'
import { evmFeeQuote } from '../gas/evmFeeQuote.js'
import { gasChoiceOf } from '../gas/gasChoice.js'
import { normalizeGasPrice } from '../gas/normalizeGasPrice.js'
import { simulateTransaction } from '../simulation/simulateTransaction.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { sendHostTransaction } from './sendHostTransaction.js'
import { transactionCall } from './transactionCall.js'

/**
 * wallet_sendCalls (EIP-5792, issue #17): the calls of a batch, approved together in one view
 * with the fee of the whole batch (the gas panel's choice goes to every call) and the batch
 * simulated as a whole (each call on the state the ones before it left), then sent one after
 * another from the account as ordinary transactions (each recorded in Activity) by
 * `runCallBatch`; answers `{id}` once the first call is with the node while the others go on,
 * each once the one before it succeeded on chain. The batch and its transactions are kept (per
 * user and app) for wallet_getCallsStatus as each is sent (pending until the last); a call that
 * reverts, a later one that cannot be sent, logout, a revoke or another selected network stops
 * the batch, and its status tells so (400, 500, 600).
 */
export const wallet_sendCalls = defineEvmMethod<SendCallsParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams: parseSendCallsParams,
  describe: (batch, context) => ({
    kind: 'sendCalls',
    method: 'wallet_sendCalls',
    chain: chainSummaryOf(context.networks.selected()),
    from: batch.from,
    calls: batch.calls.map(({ to, value, data }) => ({ to, value, data })),
  }),
  quoteFee: async (batch, context) => {
    const client = context.client(context.networks.selected()).publicClient
    const estimates = await Promise.all(
      batch.calls.map((call) =>
        estimateTransactionGas({ client, transaction: transactionCall(call) }),
      ),
    )
    const [first] = estimates
    if (!first) throw new Error('a batch has at least one call')
    const total = {
      ...first,
      gasLimit: estimates.reduce((sum, estimate) => sum + estimate.gasLimit, 0n),
      isEstimated: estimates.every((estimate) => estimate.isEstimated),
    }
    return evmFeeQuote(total, { isEip1559: true })
  },
  simulate: (batch, context) => {
    const [first, ...rest] = batch.calls.map(transactionCall)
    if (!first) throw new Error('a batch has at least one call')
    return simulateTransaction({
      client: context.client(context.networks.selected()).publicClient,
      transactions: [first, ...rest],
    })
  },
  alerts: async (batch, context) =>
    (await Promise.all(batch.calls.map((call) => transactionAlerts(call, context)))).flat(),
  checkEdits: (_batch, edits) => {
    if (edits.fee) gasChoiceOf(edits.fee)
  },
  run: async ({ params, edits }, context) => {
    // Again: a batch with this id may have been sent while this one waited (another tab of the
    // wallet keeps the same batches).
    assertNewBatchId(params.id, context)
    const choice = edits.fee && gasChoiceOf(edits.fee)
    await runCallBatch({
      batch: params,
      context,
      // The user's fees for every call; each call's own gas limit is estimated when it is sent
      // (the panel's limit is the whole batch's).
      send: (call, options) =>
        sendHostTransaction(normalizeGasPrice(call, choice), context, options),
    })
    return { id: params.id }
  },
})

import type { Hash } from 'viem'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { transactionAlerts } from '../alerts/transactionAlerts.js'
import { assertNewBatchId } from '../calls/assertNewBatchId.js'
import { parseSendCallsParams } from '../calls/parseSendCallsParams.js'
import type { SendCallsParams } from '../calls/SendCallsParams.js'
import { estimateTransactionGas } from '../gas/estimateTransactionGas.js'
import { evmFeeQuote } from '../gas/evmFeeQuote.js'
import { gasChoiceOf } from '../gas/gasChoice.js'
import { normalizeGasPrice } from '../gas/normalizeGasPrice.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { sendHostTransaction } from './sendHostTransaction.js'
import { transactionCall } from './transactionCall.js'

/**
 * wallet_sendCalls (EIP-5792, issue #17): the calls of a batch, approved together in one view
 * with the fee of the whole batch, then sent one after another from the account as ordinary
 * transactions (each recorded in Activity), each once the one before it succeeded on chain;
 * answers `{id}`. The batch and its transactions are kept (per user and app) for
 * wallet_getCallsStatus as each is sent (pending until the last); when a call reverts or a later
 * one cannot be sent the batch stops there, and its status tells so (500, 600).
 */
/** How often, and how long, the wallet asks for a call's receipt before it sends the next. */
const receiptPollingMs = 1_000
const receiptTimeoutMs = 180_000

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
  alerts: async (batch, context) =>
    (await Promise.all(batch.calls.map((call) => transactionAlerts(call, context)))).flat(),
  run: async ({ params, edits }, context) => {
    // Again: a batch with this id may have been sent while this one waited (another tab of the
    // wallet keeps the same batches).
    assertNewBatchId(params.id, context)
    const choice = edits.fee && gasChoiceOf(edits.fee)
    const network = context.networks.selected()
    const { publicClient } = context.client(network)
    const hashes: Hash[] = []
    const save = (isComplete: boolean) =>
      context.callBatches.save({
        id: params.id,
        networkId: network.id,
        callCount: params.calls.length,
        hashes: [...hashes],
        isComplete,
      })
    try {
      for (const call of params.calls) {
        const previous = hashes.at(-1)
        // A later call goes only to the network the user approved, and only once the one before
        // it succeeded on chain (a call may rely on it, as a swap on its approve); else the
        // batch stops there.
        if (previous) {
          if (context.networks.selected().id !== network.id) break
          const receipt = await publicClient
            .waitForTransactionReceipt({
              hash: previous,
              pollingInterval: receiptPollingMs,
              timeout: receiptTimeoutMs,
            })
            .catch(() => null)
          if (receipt?.status !== 'success') break
        }
        // The user's fees for every call; each call's own gas limit is estimated when it is sent
        // (the panel's limit is the whole batch's).
        const sent = sendHostTransaction(normalizeGasPrice(call, choice), context)
        // A first call that cannot be sent fails the request (nothing was sent, no id given); a
        // later one stops the batch there.
        const hash = previous ? await sent.catch(() => null) : await sent
        if (hash === null) break
        hashes.push(hash)
        save(false)
      }
    } finally {
      if (hashes.length > 0) save(true)
    }
    return { id: params.id }
  },
})

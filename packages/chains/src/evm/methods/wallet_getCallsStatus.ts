import { type Hash, TransactionReceiptNotFoundError } from 'viem'
import { callsStatusOf } from '../calls/callsStatusOf.js'
import { findCallBatch, parseBatchIdParam } from '../calls/findCallBatch.js'
import { evmChainId } from '../evmChainId.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * wallet_getCallsStatus [id] (EIP-5792, issue #17): the status of a batch the app sent, from the
 * receipts its network's node has of the batch's transactions; 5730 for an id it never sent.
 */
export const wallet_getCallsStatus = defineEvmMethod<string>({
  needsApproval: false,
  needsAccount: true,
  parseParams: parseBatchIdParam,
  run: async ({ params }, context) => {
    const batch = findCallBatch(params, context)
    const network = context.networks.require(batch.networkId)
    const { publicClient } = context.client(network)
    const receipts = await Promise.all(
      batch.hashes.map((hash) =>
        publicClient.getTransactionReceipt({ hash: hash as Hash }).catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null // not mined yet
          throw error
        }),
      ),
    )
    return callsStatusOf(batch, evmChainId(network), receipts)
  },
})

import { findCallBatch, parseBatchIdParam } from '../calls/findCallBatch.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * wallet_showCallsStatus [id] (EIP-5792, issue #17): the batch's transactions are in the
 * wallet's Activity list, recorded there as each was sent, so the answer is null for a batch the
 * app sent; 5730 for an id it never sent.
 */
export const wallet_showCallsStatus = defineEvmMethod<string>({
  needsApproval: false,
  needsAccount: true,
  parseParams: parseBatchIdParam,
  run: async ({ params }, context) => {
    findCallBatch(params, context)
    return null
  },
})

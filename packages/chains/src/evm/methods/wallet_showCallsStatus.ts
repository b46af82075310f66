import { findCallBatch, parseBatchIdParam } from '../calls/findCallBatch.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * wallet_showCallsStatus [id] (EIP-5792, issue #17: "the wallet should present UI showing the
 * status of the bundle"): for a batch the app sent, asks the wallet to show the user its calls
 * and their status (`showCallsStatus` event) and answers null, as EIP-5792 has no return value;
 * 5730 for an id it never sent (another app's batches are not its own), and nothing is shown.
 * In NoUI mode, which has no wallet UI, it answers null and asks for nothing.
 */
export const wallet_showCallsStatus = defineEvmMethod<string>({
  needsApproval: false,
  needsAccount: true,
  parseParams: parseBatchIdParam,
  run: async ({ params }, context) => {
    const { id } = findCallBatch(params, context)
    // NoUI (SPEC §4): the wallet shows nothing, so it is asked to show nothing.
    if (context.appMode !== 'noUI') context.emit({ type: 'showCallsStatus', batchId: id })
    return null
  },
})

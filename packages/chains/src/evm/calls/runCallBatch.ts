import type { Hash } from 'viem'
import type { EvmContext } from '../EvmContext.js'
import type { SendOptions } from '../methods/sendWithViem.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import {
  batchAnswerOf,
  type CallBatchEvent,
  nextCallBatch,
  startCallBatch,
} from './callBatchRun.js'
import { receiptUnlessStopped } from './receiptUnlessStopped.js'
import type { SendCallsParams } from './SendCallsParams.js'
import { watchBatchStop } from './watchBatchStop.js'

/**
 * Sends an approved wallet_sendCalls batch (EIP-5792, issue #17) on its network, one call after
 * another, each once the one before it succeeded on chain (a call may rely on it, as a swap on
 * its approve), and keeps it for wallet_getCallsStatus as it goes. Resolves as soon as
 * the host can have its `{id}` (see `batchAnswerOf`) while the rest goes on; rejects with the
 * first call's error when it could not be sent (no batch is kept then). Logout, a revoke or
 * another selected network stops it: a call not yet broadcast is never sent (`send` gets the
 * batch's network, its stop signal and its `check`, read again before the node is asked, after
 * the nonce is chosen and just before the broadcast).
 */
export function runCallBatch(parameters: {
  readonly batch: SendCallsParams
  readonly send: (call: TransactionParams, options: SendOptions) => Promise<Hash>
  readonly context: EvmContext
}): Promise<void> {
  const { batch, send, context } = parameters
  const network = context.networks.require(batch.networkId)
  const { publicClient } = context.client(network)
  const stop = watchBatchStop(context, network.id)
  return new Promise((resolve, reject) => {
    let run = startCallBatch(batch.calls.length)
    let sendError: unknown
    const apply = (event: CallBatchEvent) => {
      run = nextCallBatch(run, event)
      const answer = batchAnswerOf(run)
      if (answer !== 'error')
        context.callBatches.save({
          id: batch.id,
          networkId: network.id,
          callCount: run.callCount,
          hashes: run.hashes,
          isComplete: run.status === 'ended',
        })
      // A promise settles once: the first answer other than `wait` is the host's.
      if (answer === 'id') resolve()
      else if (answer === 'error') reject(sendError)
    }
    const sendAll = async () => {
      for (const call of batch.calls) {
        const previous = run.hashes.at(-1)
        if (previous) {
          const receipt = await receiptUnlessStopped(previous, publicClient, stop.signal)
          if (!stop.check() && receipt?.status !== 'success') return apply({ type: 'callFailed' })
        }
        const reason = stop.check()
        if (reason) return apply({ type: 'stopped', reason })
        let hash: Hash
        try {
          hash = await send(call, { networkId: network.id, stop: stop.signal, check: stop.check })
        } catch (error) {
          // A stop before its broadcast (while it waited for the account's lock or was signed).
          const stopped = stop.check()
          if (stopped) return apply({ type: 'stopped', reason: stopped })
          sendError = error
          return apply({ type: 'callFailed' })
        }
        apply({ type: 'sent', hash })
      }
    }
    // The store failing before the answer is the request's error; after it, the batch stays as
    // last kept.
    sendAll().then(undefined, reject).finally(stop.end)
  })
}

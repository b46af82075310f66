import { blockTrackerPollIntervalMs } from '@tessera/protocol'
import type { Hash, PublicClient, TransactionReceipt } from 'viem'

/** How long the wallet waits for a call's receipt before the batch gives up on the next. */
const receiptTimeoutMs = 180_000

/**
 * The receipt of a batch's call, asked of the node until it is mined, once per block tracker poll
 * (SPEC §9: 1000 ms, K-028); null once `stop` is aborted or after `receiptTimeoutMs` (the batch
 * does not go on then). Nothing is left running when it settles.
 */
export async function receiptUnlessStopped(
  hash: Hash,
  client: PublicClient,
  stop: AbortSignal,
): Promise<TransactionReceipt | null> {
  const deadline = Date.now() + receiptTimeoutMs
  while (!stop.aborted && Date.now() < deadline) {
    // Not mined yet, or the node did not answer: asked again.
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null)
    if (receipt) return receipt
    await pause(blockTrackerPollIntervalMs, stop)
  }
  return null
}

/** Resolves after `ms`, or at once when `stop` is aborted. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      stop.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    stop.addEventListener('abort', done)
  })
}

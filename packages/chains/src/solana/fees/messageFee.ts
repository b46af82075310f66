import {
  getBase64Decoder,
  type ReadonlyUint8Array,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import type { SolanaClient } from '../SolanaContext.js'

/**
 * The fee the node would charge for a message (`getFeeForMessage`); the estimate, marked as such,
 * when it has no answer (the blockhash expired, the node is down).
 */
export async function messageFee(
  client: SolanaClient,
  parameters: { readonly messageBytes: ReadonlyUint8Array; readonly estimate: () => bigint },
): Promise<{ readonly fee: bigint; readonly isEstimated: boolean }> {
  const message = getBase64Decoder().decode(parameters.messageBytes)
  const answer = await client
    .getFeeForMessage(message as TransactionMessageBytesBase64)
    .send()
    .catch(() => undefined)
  const fee = answer?.value
  return fee === null || fee === undefined
    ? { fee: parameters.estimate(), isEstimated: false }
    : { fee, isEstimated: true }
}

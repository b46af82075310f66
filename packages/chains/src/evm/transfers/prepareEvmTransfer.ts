import type { Transfer } from '../../transfers/Transfer.js'
import type { EvmContext } from '../EvmContext.js'

/** What an EVM transfer keeps for its retries: whether the chain takes type 2, and its nonce. */
export type PreparedEvmTransfer = {
  readonly isEip1559: boolean
  /**
   * The nonce of its first broadcast that may have reached the network, null before: chosen
   * with the account's other sends (`sendWithViem`, issue #17), then kept, since a send can fail
   * after the transaction reached the network (a timeout, a dropped answer) and a retry signed
   * with the same nonce can replace or repeat it but never pay twice. A broadcast the node
   * refused keeps nothing: the next try takes a fresh nonce.
   */
  nonce: number | null
}

/** The chain's fee type, asked once per reviewed transfer; its nonce comes with its first send. */
export async function prepareEvmTransfer(
  context: EvmContext,
  transfer: Transfer,
): Promise<PreparedEvmTransfer> {
  const { publicClient } = context.client(context.networks.require(transfer.networkId))
  const block = await publicClient.getBlock({ blockTag: 'latest' })
  return { isEip1559: block.baseFeePerGas !== null, nonce: null }
}

import type { Transfer } from '../../transfers/Transfer.js'
import type { EvmContext } from '../EvmContext.js'

/** What an EVM transfer keeps for its retries: its nonce, and whether the chain takes type 2. */
export type PreparedEvmTransfer = {
  readonly nonce: number
  readonly isEip1559: boolean
}

/**
 * The nonce of the account's next transaction and the chain's fee type, asked once per reviewed
 * transfer: a send can fail after the transaction reached the network (a timeout, a dropped
 * answer), and a retry signed with the same nonce can replace or repeat it but never pay twice.
 */
export async function prepareEvmTransfer(
  context: EvmContext,
  transfer: Transfer,
): Promise<PreparedEvmTransfer> {
  const { publicClient } = context.client(context.networks.require(transfer.networkId))
  const [nonce, block] = await Promise.all([
    publicClient.getTransactionCount({ address: context.account.address, blockTag: 'pending' }),
    publicClient.getBlock({ blockTag: 'latest' }),
  ])
  return { nonce, isEip1559: block.baseFeePerGas !== null }
}

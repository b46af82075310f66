import { WalletError } from '@tessera/errors'
import type { Transfer } from '../../transfers/Transfer.js'
import type { SolanaContext } from '../SolanaContext.js'
import type { PreparedSolanaTransfer } from './PreparedSolanaTransfer.js'
import { planTokenTransfer } from './planTokenTransfer.js'

/**
 * What a transfer takes from its network before it is signed, asked once per reviewed transfer
 * (the engine keeps it for retries): a recent blockhash, and for a token its accounts. SOL or
 * SPL tokens only: there are no Solana NFT sends yet (operation_not_supported).
 */
export async function prepareSolanaTransfer(
  context: SolanaContext,
  transfer: Transfer,
): Promise<PreparedSolanaTransfer> {
  const { asset } = transfer
  if (typeof asset !== 'string') throw new WalletError('operation_not_supported')
  const client = context.client(context.networks.require(transfer.networkId))
  const [{ value: lifetime }, token] = await Promise.all([
    client.getLatestBlockhash().send(),
    asset === 'native'
      ? null
      : planTokenTransfer(client, {
          owner: context.account.address,
          mint: asset,
          to: transfer.to,
          amount: transfer.amount,
        }),
  ])
  return { lifetime, token }
}

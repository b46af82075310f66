import { WalletError } from '@tessera/errors'
import { invalidParams } from '../../params/invalidParams.js'
import type { Transfer } from '../../transfers/Transfer.js'
import type { SolanaContext } from '../SolanaContext.js'
import type { PreparedSolanaTransfer } from './PreparedSolanaTransfer.js'
import { planTokenTransfer } from './planTokenTransfer.js'

/**
 * What a transfer takes from its network before it is signed, asked once per reviewed transfer
 * (the engine keeps it for retries): a recent blockhash, and for a token its accounts. SOL, SPL
 * tokens and Metaplex NFTs (type `mpl`, N-020: its mint sent as a token of 0 decimals, one at a
 * time, else invalid_params); any other NFT is operation_not_supported.
 */
export async function prepareSolanaTransfer(
  context: SolanaContext,
  transfer: Transfer,
): Promise<PreparedSolanaTransfer> {
  const { asset: sent } = transfer
  const asset = typeof sent === 'string' ? sent : sent.type === 'mpl' ? sent.address : undefined
  if (asset === undefined) throw new WalletError('operation_not_supported')
  const isNft = typeof sent !== 'string'
  if (isNft && transfer.amount !== 1n) throw notOneNft()
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
  if (isNft && token?.decimals !== 0) throw notOneNft()
  return { lifetime, token }
}

/** An `mpl` NFT is one token of a 0-decimal mint (N-020). */
function notOneNft() {
  return invalidParams('A Solana NFT is sent one at a time, from a mint of 0 decimals')
}

import { compileTransaction } from '@solana/kit'
import type { FeeQuote } from '../../fees/FeeQuote.js'
import type { Transfer } from '../../transfers/Transfer.js'
import { messageFee } from '../fees/messageFee.js'
import { solanaFeeQuote } from '../fees/solanaFeeQuote.js'
import type { SolanaContext } from '../SolanaContext.js'
import { lamportsPerSignature } from '../solanaUnits.js'
import { newAccountRent } from './newAccountRent.js'
import { prepareSolanaTransfer } from './prepareSolanaTransfer.js'
import { transferMessage } from './transferMessage.js'

/**
 * The fee of the user's transfer (SPEC §2 fee field): its message's fee as the node charges it
 * (`getFeeForMessage`), one option and no Custom; `maxFee` adds the rent of a recipient token
 * account the send creates, which the SOL balance must cover too.
 */
export async function quoteSolanaTransfer(
  context: SolanaContext,
  transfer: Transfer,
): Promise<FeeQuote> {
  const client = context.client(context.networks.require(transfer.networkId))
  const prepared = await prepareSolanaTransfer(context, transfer)
  const transaction = compileTransaction(transferMessage(context.account, transfer, prepared))
  const { token } = prepared
  const [{ fee, isEstimated }, rent] = await Promise.all([
    // The wallet is the one signer and sets no priority fee.
    messageFee(client, {
      messageBytes: transaction.messageBytes,
      estimate: () => lamportsPerSignature,
    }),
    token?.createsDestination
      ? newAccountRent(client, { transaction, account: token.destination })
      : 0n,
  ])
  return solanaFeeQuote({ fee, rent, isEstimated })
}

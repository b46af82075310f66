import { getBase64EncodedWireTransaction, signTransactionMessageWithSigners } from '@solana/kit'
import type { FeeChoice } from '../../fees/FeeQuote.js'
import type { Transfer } from '../../transfers/Transfer.js'
import { formatUnits } from '../../units/formatUnits.js'
import { shortenAddress } from '../../units/shortenAddress.js'
import { solanaActivity } from '../activities/solanaActivity.js'
import type { SolanaContext } from '../SolanaContext.js'
import { lamportDecimals } from '../solanaUnits.js'
import type { PreparedSolanaTransfer } from './PreparedSolanaTransfer.js'
import { transferMessage } from './transferMessage.js'

/**
 * Signs the user's transfer and sends it to its network (preflight at `confirmed`), records it as
 * a Send, Success at once (SPEC §4, S-015); its signature. The fee choice is Normal, the only one.
 */
export async function sendSolanaTransfer(
  context: SolanaContext,
  parameters: {
    readonly transfer: Transfer
    readonly prepared: PreparedSolanaTransfer
    readonly fee: FeeChoice
  },
): Promise<string> {
  const { transfer, prepared } = parameters
  const network = context.networks.require(transfer.networkId)
  const signed = await signTransactionMessageWithSigners(
    transferMessage(context.account, transfer, prepared),
  )
  const signature = await context
    .client(network)
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send()
  const { token } = prepared
  const symbol = token
    ? ((await context.knownTokens(network).catch(() => [])).find((t) => t.address === token.mint)
        ?.symbol ?? shortenAddress(token.mint))
    : undefined
  context.activities.record(
    solanaActivity({
      network,
      signature,
      operation: 'Send',
      from: context.account.address,
      to: transfer.to,
      amount: formatUnits(transfer.amount, token?.decimals ?? lamportDecimals),
      customToken:
        token && symbol ? { address: token.mint, symbol, decimals: token.decimals } : null,
    }),
  )
  return signature
}

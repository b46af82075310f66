import { getBase64EncodedWireTransaction, signTransactionMessageWithSigners } from '@solana/kit'
import type { Activity } from '../../activities/Activity.js'
import { activityNftOf } from '../../activities/activityNftOf.js'
import type { FeeChoice } from '../../fees/FeeQuote.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { Transfer } from '../../transfers/Transfer.js'
import { formatUnits } from '../../units/formatUnits.js'
import { shortenAddress } from '../../units/shortenAddress.js'
import { solanaActivity } from '../activities/solanaActivity.js'
import type { SolanaContext } from '../SolanaContext.js'
import { lamportDecimals } from '../solanaUnits.js'
import type { PreparedSolanaTransfer, TokenTransferPlan } from './PreparedSolanaTransfer.js'
import { transferMessage } from './transferMessage.js'

/**
 * Signs the user's transfer and sends it to its network (preflight at `confirmed`), records it as
 * a Send, Success at once (SPEC §4, S-015), of an NFT named as listed (N-020); its signature. The
 * fee choice is Normal, the only one.
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
  context.activities.record(
    solanaActivity({
      network,
      signature,
      operation: 'Send',
      from: context.account.address,
      to: transfer.to,
      ...(await sentAsset(context, network, transfer, prepared.token)),
    }),
  )
  return signature
}

/** What a Send carried: an NFT named as listed (N-020), else SOL or a token by its symbol. */
async function sentAsset(
  context: SolanaContext,
  network: NetworkConfig,
  transfer: Transfer,
  token: TokenTransferPlan | null,
): Promise<Pick<Activity, 'customToken' | 'nft'> & { readonly amount: string }> {
  const { asset, amount } = transfer
  if (typeof asset !== 'string')
    return {
      amount: amount.toString(),
      customToken: null,
      nft: activityNftOf(context.assets.list(network.id), asset, (a, b) => a === b),
    }
  if (!token) return { amount: formatUnits(amount, lamportDecimals), customToken: null }
  const known = await context.knownTokens(network).catch(() => [])
  const symbol = known.find((t) => t.address === token.mint)?.symbol ?? shortenAddress(token.mint)
  return {
    amount: formatUnits(amount, token.decimals),
    customToken: { address: token.mint, symbol, decimals: token.decimals },
  }
}

import { fetchTransakSellToken } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { openerRequestTimeoutMs, type SellFrameAnswer, type SellOrder } from '@tessera/protocol'
import { loadWalletConfig } from '../../config/loadWalletConfig.js'
import { type SellFrameChannel, sellFrameChannel } from '../../messaging/askSellFrame.js'
import { parseSellQuery } from './parseSellQuery.js'
import { sellTexts } from './sellTexts.js'

/**
 * How long the page waits for the frame's answer to sell_token_init (issue #20): twice the
 * frame's limit on its on-chain token check (`sellTokenCheckTimeoutMs`), so an order the frame
 * records is always one the page hears of.
 */
export const sellInitTimeoutMs = 2 * openerRequestTimeoutMs

/** A sell order as the frame recorded it (its answer to sell_token_init), which is all the page shows. */
export type PreparedSell = {
  readonly order: SellOrder
  /** The order's network, as the card on-ramp names it. */
  readonly network: string
  readonly frame: SellFrameChannel
}

/** The order of a frame's answer; its refusal (or a stray answer) as the error the page shows. */
export function answeredOrder(answer: SellFrameAnswer): SellOrder {
  if ('order' in answer) return answer.order
  throw new Error('error' in answer ? answer.error : sellTexts.noWallet)
}

/**
 * Readies the sell page (issue #20, SPEC §7): the order's query (W-141), the wallet frame that
 * opened this tab, the token from the card on-ramp's list (W-134), and the frame's account, which
 * must be the order's `partnerCustomerId` (W-148) on the order's chain (W-130). Only then is
 * sell_token_init asked, so a bad order reaches the frame never; the frame's answer (the order as
 * it recorded it, maybe approved or rejected already) or its refusal is what the page shows.
 */
export async function prepareSell(url: URL): Promise<PreparedSell> {
  const order = parseSellQuery(url.searchParams)
  const frame = sellFrameChannel(url.origin)
  if (!frame) throw new Error(sellTexts.noWallet)
  const account = await frame.ask({ type: 'sell_token_account' }).catch(() => {
    throw new Error(sellTexts.noWallet)
  })
  if (!('address' in account)) throw new Error(sellTexts.noWallet)
  if (account.address.toLowerCase() !== order.partnerCustomerId.toLowerCase())
    throw new WalletError('W-148', { details: sellTexts.otherWallet })
  const config = await loadWalletConfig()
  if (!config.onRamp) throw new WalletError('W-133')
  const token = await fetchTransakSellToken({
    apiUrl: config.onRamp.apiUrl,
    network: order.network,
    symbol: order.cryptoCurrency,
  }).catch((error: unknown) => {
    throw new WalletError('W-134', {
      cause: error,
      details: `${order.cryptoCurrency} on ${order.network}`,
    })
  })
  if (token.chainId !== account.chainId)
    throw new WalletError('W-130', { details: sellTexts.otherChain })
  const answer = await frame
    .ask(
      {
        type: 'sell_token_init',
        ...order,
        provider: 'transak',
        chainId: token.chainId,
        contractAddress: token.contractAddress,
        tokenDecimals: token.decimals,
        tokenLogo: token.logo,
      },
      sellInitTimeoutMs,
    )
    .catch(() => {
      throw new Error(sellTexts.noWallet)
    })
  return { order: answeredOrder(answer), network: order.network, frame }
}

import {
  assertSellToken,
  type SellToken,
  type TransakSells,
  type WalletEngine,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { openerRequestTimeoutMs } from '@tessera/protocol'
import type { SellPageHandlers } from '../../messaging/listenToSellPages.js'
import { sellErrorText } from '../sell/sellErrorText.js'
import { sellTexts } from '../sell/sellTexts.js'

/**
 * How long the frame's on-chain token check may take (issue #20): the sell page waits twice as
 * long for the init answer (`sellInitTimeoutMs`), so the answer always reaches it.
 */
export const sellTokenCheckTimeoutMs = openerRequestTimeoutMs

export type SellInitHandlerParameters = {
  readonly engine: Pick<WalletEngine, 'address' | 'networks' | 'tokens'>
  readonly sells: Pick<TransakSells, 'init' | 'order'>
  /** The activity stored for an order (a Sell from before a reload). */
  readonly find: (orderId: string) => unknown
  /** True once the flow stopped (logout). */
  readonly isStopped: () => boolean
}

/**
 * The frame's answer to sell_token_init (issue #20, SPEC §7): an order for another address or
 * another chain than the selected one is refused with its reason; an order recorded already (or
 * stored before a reload) is answered as recorded, the chain not asked; a new one is recorded
 * (`sells.init`) only once its ERC-20 is confirmed on chain (`assertSellToken`: W-115, W-146,
 * W-134, within `sellTokenCheckTimeoutMs`) and while the same user is on the same network.
 */
export function sellInitHandler(parameters: SellInitHandlerParameters): SellPageHandlers['init'] {
  const { engine, sells } = parameters
  const checkToken = (token: SellToken) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(
        () => resolve(sellErrorText(new WalletError('W-134', { details: 'the chain is slow' }))),
        sellTokenCheckTimeoutMs,
      )
    })
    const checked = assertSellToken(engine.tokens, token).then(() => undefined, sellErrorText)
    return Promise.race([checked, late]).finally(() => clearTimeout(timer))
  }
  return async (sell) => {
    const network = engine.networks.selected()
    const address = engine.address
    if (sell.partnerCustomerId.toLowerCase() !== address.toLowerCase())
      return { error: sellTexts.otherWallet }
    if (sell.chainId !== engine.networks.chainIdOf(network.id))
      return { error: sellTexts.otherChain }
    const transakSell = {
      orderId: sell.orderId,
      networkId: network.id,
      from: address,
      depositAddress: sell.walletAddress,
      cryptoAmount: sell.cryptoAmount,
      cryptoCurrency: sell.cryptoCurrency,
      contractAddress: sell.contractAddress,
      decimals: sell.tokenDecimals,
      logo: sell.tokenLogo,
      fiat: { amount: sell.fiatAmount, currency: sell.fiatCurrency, fee: sell.totalFeeInFiat },
    }
    // An order recorded already is answered as recorded, with no chain to ask (a reload).
    if (sells.order(sell.orderId) || parameters.find(sell.orderId)) return sells.init(transakSell)
    const refusal = await checkToken({
      networkId: network.id,
      contractAddress: sell.contractAddress,
      decimals: sell.tokenDecimals,
    })
    if (refusal !== undefined) return { error: refusal }
    // Meanwhile the user may have logged out or switched: nothing is recorded then.
    if (parameters.isStopped()) return { error: sellTexts.noWallet }
    if (engine.address !== address) return { error: sellTexts.otherWallet }
    if (engine.networks.selected().id !== network.id) return { error: sellTexts.otherChain }
    return sells.init(transakSell)
  }
}

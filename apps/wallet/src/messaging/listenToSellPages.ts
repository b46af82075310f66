import {
  type SellFrameAnswer,
  type SellOrder,
  type SellPageMessage,
  type SellTokenInit,
  sellPageMessageSchema,
} from '@tessera/protocol'
import { listenToOpenedPages, type OpenedPagesParameters } from './listenToOpenedPages.js'

/** What the frame answers about an order: as it recorded it, or why it refused. */
export type SellOrderAnswer = { readonly order: SellOrder } | { readonly error: string }

/** What the frame does with each message of a sell page (SPEC §4, §7; issue #20). */
export type SellPageHandlers = {
  /**
   * sell_token_init: record the Sell once per order and follow it; the order as recorded, or why
   * it was refused (an ERC-20 is checked on chain first, issue #20).
   */
  readonly init: (sell: Omit<SellTokenInit, 'messageId'>) => Promise<SellOrderAnswer>
  /** sell_token_reject: Rejected while Unapproved; the order as recorded after. */
  readonly reject: (orderId: string) => SellOrderAnswer
  /** sell_token_account: the logged-in address and the chain id of the selected network. */
  readonly account: () => { readonly address: string; readonly chainId: number }
  /** sell_token_send: sends the order's recorded transfer and records it; the order after. */
  readonly send: (orderId: string) => Promise<SellOrderAnswer>
  /** After a failed send: the order as recorded (Unapproved again or Failed), if known. */
  readonly order: (orderId: string) => SellOrderAnswer | undefined
  /** The SPEC §8 text a failed send shows. */
  readonly failureMessage: (error: unknown) => string
}

/**
 * The wallet frame's side of the sell flow (SPEC §7 window messages, I-024): reads the sell page's
 * messages only from the wallet origin AND from a tab this frame opened, each parsed by
 * `sellPageMessageSchema`; anything else is dropped. Requests (sell_token_account, sell_token_init,
 * sell_token_reject, sell_token_send) are answered to the asking tab, with the wallet origin as
 * target; sell_token_tx_success and sell_token_tx_failure only confirm what the frame recorded
 * itself when it sent, so they change nothing. Answers the function that stops listening.
 */
export function listenToSellPages(parameters: OpenedPagesParameters<SellPageHandlers>): () => void {
  return listenToOpenedPages<SellPageMessage, SellFrameAnswer>(
    parameters,
    { schema: sellPageMessageSchema, answerType: 'sell_token_answer' },
    ({ message, answer }) => handle(message, parameters.handlers, answer),
  )
}

function handle(
  message: SellPageMessage,
  handlers: SellPageHandlers,
  answer: (response: SellFrameAnswer) => void,
): void {
  switch (message.type) {
    case 'sell_token_init': {
      const { messageId, ...sell } = message.response
      handlers.init(sell).then(
        (recorded) => answer({ messageId, ...recorded }),
        (error: unknown) => answer({ messageId, error: handlers.failureMessage(error) }),
      )
      break
    }
    case 'sell_token_reject':
      answer({
        messageId: message.response.messageId,
        ...handlers.reject(message.response.orderId),
      })
      break
    case 'sell_token_tx_success':
    case 'sell_token_tx_failure':
      // Confirmations: the frame recorded Approved or Failed in its own send (issue #20).
      break
    case 'sell_token_account':
      answer({ messageId: message.response.messageId, ...handlers.account() })
      break
    case 'sell_token_send': {
      const { messageId, orderId } = message.response
      handlers.send(orderId).then(
        (sent) => answer({ messageId, ...sent }),
        (error: unknown) =>
          answer({
            messageId,
            ...handlers.order(orderId),
            error: handlers.failureMessage(error),
          }),
      )
    }
  }
}

import {
  openerRequestTimeoutMs,
  type SellFrameAnswer,
  type SellPageMessage,
  sellFrameAnswerSchema,
} from '@tessera/protocol'
import { askWindow } from './askWindow.js'
import { postToWindow } from './postToWindow.js'

/** The messages the sell page only reports (confirmations, no answer). */
export type SellReport = Extract<
  SellPageMessage,
  { type: 'sell_token_tx_success' | 'sell_token_tx_failure' }
>
type Request<Type extends SellPageMessage['type']> = {
  readonly type: Type
} & Omit<Extract<SellPageMessage, { type: Type }>['response'], 'messageId'>
/** The requests the sell page asks the frame, without their `messageId`. */
export type SellRequest =
  | Request<'sell_token_account'>
  | Request<'sell_token_init'>
  | Request<'sell_token_reject'>
  | Request<'sell_token_send'>

/**
 * The sell page's side of SPEC §7 (issue #20): the page runs in the tab the wallet frame opened,
 * so `window.opener` is that frame, on the wallet origin. Reports and requests go only to it with
 * the wallet origin as target; an answer counts only from the wallet origin AND the opener,
 * parsed by `sellFrameAnswerSchema`. Null when there is no opener (the page was not opened by
 * the wallet).
 */
export function sellFrameChannel(walletOrigin: string, page: Window = window) {
  const frame: Window | null = page.opener
  if (!frame) return null
  const asked = { page, target: frame, origin: walletOrigin }
  return {
    report(message: SellReport): void {
      postToWindow(frame, message, walletOrigin)
    },
    /** The frame's answer; rejects after `timeoutMs` (SPEC §9: 5 s) without one. */
    ask(request: SellRequest, timeoutMs = openerRequestTimeoutMs): Promise<SellFrameAnswer> {
      return askWindow(asked, sellFrameAnswerSchema, request, timeoutMs)
    },
  }
}

export type SellFrameChannel = NonNullable<ReturnType<typeof sellFrameChannel>>

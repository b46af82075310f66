import type { MessageSchema } from '@tessera/protocol'
import { listenToWindow } from './listenToWindow.js'
import { postToWindow } from './postToWindow.js'

/** Where the frame reads the messages of wallet pages it opened, and what it does with them. */
export type OpenedPagesParameters<handlers> = {
  /** The wallet's own origin: a page the frame opened is a wallet page. */
  readonly walletOrigin: string
  /** True for a window this frame opened (`isOpenedPage`). */
  readonly isOpenedPage: (source: Window) => boolean
  readonly handlers: handlers
  /** The frame's window; defaults to this one. */
  readonly target?: Window
}

/** A kind of page's messages: their schema, and the `type` of the frame's answers to them. */
export type OpenedPageMessages<message> = {
  readonly schema: MessageSchema<message>
  readonly answerType: string
}

/** A page's message that passed, the page's window, and how to answer it there. */
export type OpenedPageMessage<message, answer> = {
  readonly message: message
  readonly source: Window
  /** Posts `{ type: answerType, response }` to the page, with the wallet origin as target. */
  readonly answer: (response: answer) => void
}

/**
 * The wallet frame's side of the wallet pages it opened (issue #20: the sell tab, SPEC §7; the
 * permission popup, SPEC §2 `/:appId/permission`): calls `onMessage` only for messages from the
 * wallet origin AND from a window this frame opened, each parsed by the messages' schema
 * (STYLE B3); anything else is dropped. Answers go back to the asking window only, with the wallet
 * origin as target. Answers the function that stops listening.
 */
export function listenToOpenedPages<message, answer>(
  parameters: OpenedPagesParameters<unknown>,
  messages: OpenedPageMessages<message>,
  onMessage: (received: OpenedPageMessage<message, answer>) => void,
): () => void {
  const { walletOrigin } = parameters
  return listenToWindow(
    parameters.target ?? window,
    {
      isAllowedOrigin: (origin) => origin === walletOrigin,
      isAllowedSource: parameters.isOpenedPage,
      schema: messages.schema,
    },
    ({ message, source }) =>
      onMessage({
        message,
        source,
        answer: (response) =>
          postToWindow(source, { type: messages.answerType, response }, walletOrigin),
      }),
  )
}

import type { MessageSchema } from '@tessera/protocol'
import { listenToWindow } from './listenToWindow.js'
import { postToWindow } from './postToWindow.js'

/** The asking page's window, the one window it asks, and the origin of both. */
export type AskedWindow = {
  /** The asking page's window, where the answer arrives. */
  readonly page: Window
  /** The one window asked (a page's opener, the wallet frame). */
  readonly target: Window
  /** The origin of both: the wallet's own. */
  readonly origin: string
}

/** An answer message: `{ type, response: { messageId, … } }`. */
type Answer = { readonly response: { readonly messageId: string } }

/**
 * One request of a wallet page to the wallet frame (issue #20: the sell and permission pages):
 * posts `{ type, response: { messageId, ...fields } }` of `request` to `target` with the wallet
 * origin as target, and resolves with the `response` of the first answer for that `messageId`
 * from the wallet origin AND `target`, parsed by `schema`. Rejects after `timeoutMs` without one
 * (SPEC §8 'request timed out'), or when `target` is gone.
 */
export function askWindow<answer extends Answer>(
  asked: AskedWindow,
  schema: MessageSchema<answer>,
  request: { readonly type: string },
  timeoutMs: number,
): Promise<answer['response']> {
  const { page, target, origin } = asked
  const messageId = crypto.randomUUID()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('request timed out'))
    }, timeoutMs)
    const stop = listenToWindow(
      page,
      {
        isAllowedOrigin: (from) => from === origin,
        isAllowedSource: (source) => source === target,
        schema,
      },
      ({ message }) => {
        if (message.response.messageId !== messageId) return
        clearTimeout(timer)
        stop()
        resolve(message.response)
      },
    )
    const { type, ...fields } = request
    if (!postToWindow(target, { type, response: { messageId, ...fields } }, origin)) {
      clearTimeout(timer)
      stop()
      reject(new Error('the wallet frame is gone'))
    }
  })
}

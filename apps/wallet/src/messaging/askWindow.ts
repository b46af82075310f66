import type { MessageSchema } from '@tessera/protocol'
import { listenToWindow } from './listenToWindow.js'
import { postToWindow } from './postToWindow.js'

export type AskWindowParameters<answer> = {
  /** The asking page's window, where the answer arrives. */
  readonly page: Window
  /** The one window asked (a page's opener, the wallet frame). */
  readonly target: Window
  /** The origin of both: the wallet's own. */
  readonly origin: string
  /** The answer messages' schema; `messageIdOf` reads the id an answer is for. */
  readonly schema: MessageSchema<answer>
  readonly messageIdOf: (answer: answer) => string
  readonly type: string
  /** The request's fields, without its `messageId`. */
  readonly fields: object
  readonly timeoutMs: number
}

/**
 * One request of a wallet page to the wallet frame (issue #20: the sell and permission pages):
 * posts `{type, response: {messageId, ...fields}}` to `target` with the wallet origin as target,
 * and resolves with the first answer for that `messageId` from the wallet origin AND `target`,
 * parsed by `schema`. Rejects after `timeoutMs` without one (SPEC §8 'request timed out'), or
 * when `target` is gone.
 */
export function askWindow<answer>(parameters: AskWindowParameters<answer>): Promise<answer> {
  const { page, target, origin } = parameters
  const messageId = crypto.randomUUID()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('request timed out'))
    }, parameters.timeoutMs)
    const stop = listenToWindow(
      page,
      {
        isAllowedOrigin: (from) => from === origin,
        isAllowedSource: (source) => source === target,
        schema: parameters.schema,
      },
      ({ message }) => {
        if (parameters.messageIdOf(message) !== messageId) return
        clearTimeout(timer)
        stop()
        resolve(message)
      },
    )
    const message = { type: parameters.type, response: { messageId, ...parameters.fields } }
    if (!postToWindow(target, message, origin)) {
      clearTimeout(timer)
      stop()
      reject(new Error('the wallet frame is gone'))
    }
  })
}

import {
  type LoginPageAnswer,
  type LoginPageRequest,
  loginPageAnswerSchema,
  openerRequestTimeoutMs,
} from '@tessera/protocol'
import { listenToWindow } from './listenToWindow.js'
import { openerWindows } from './openerWindows.js'
import { postToWindow } from './postToWindow.js'

/** How long the frame has to finish a login once it answered (it runs the whole key rebuild). */
const openerFrameDoneTimeoutMs = 60_000

/**
 * Sends `message` to the wallet frame inside the opener (to the opener and each of its frames,
 * with the wallet origin as target, so only wallet pages read it) and resolves with each answer
 * for its `messageId` (`onAnswer` returns true to stop listening). An answer counts only from the
 * wallet origin AND from one of the windows asked, parsed by `loginPageAnswerSchema`. Rejects
 * when no answer arrives within 5 s (SPEC §9 opener request timeout) or there is no opener.
 */
export function askOpenerFrame(
  message: LoginPageRequest,
  walletOrigin: string,
  onAnswer: (answer: LoginPageAnswer) => boolean,
  options: { readonly timeoutMs?: number; readonly doneTimeoutMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = openerWindows()
    if (!asked) return reject(new Error('no opener'))
    // SPEC §8 'Other texts': the opener request that gets no answer.
    let timer = setTimeout(
      () => finish(new Error('request timed out')),
      options.timeoutMs ?? openerRequestTimeoutMs,
    )
    const finish = (error?: Error) => {
      clearTimeout(timer)
      stop()
      if (error) reject(error)
      else resolve()
    }
    const stop = listenToWindow(
      window,
      {
        isAllowedOrigin: (origin) => origin === walletOrigin,
        isAllowedSource: (source) => asked.includes(source),
        schema: loginPageAnswerSchema,
      },
      ({ message: answer }) => {
        if (answer.messageId !== message.messageId) return
        clearTimeout(timer)
        if (onAnswer(answer)) return finish()
        // Contact made; the frame answers again when it is done.
        timer = setTimeout(
          () => finish(new Error('the wallet frame did not finish')),
          options.doneTimeoutMs ?? openerFrameDoneTimeoutMs,
        )
      },
    )
    for (const target of asked) postToWindow(target, message, walletOrigin)
  })
}

import { providerError } from '../providerError.js'
import { readTelegramAuthMessage } from './telegramAuthMessage.js'

export type TelegramLoginParameters = {
  /** The app's bot, by its public id (the bot token's part before ':'). */
  readonly botId: string
  /** Where Telegram's login popup lives (`https://oauth.telegram.org`); only it is trusted. */
  readonly oauthOrigin: string
  /** Logs in to Tessera with the popup's `tgAuthResult` (the app's Telegram login). */
  readonly logIn: (tgAuthResult: string) => Promise<unknown>
}

/** Telegram's popup size and how often its closing is checked, as `telegram-widget.js` has them. */
const popupWidth = 550
const popupHeight = 470
const closedCheckMs = 100
/**
 * How long an answer may still arrive once the popup is seen closed: Telegram's popup posts its
 * answer and closes itself at once, and from another site's process the closing can be seen
 * before the message is delivered.
 */
const closedGraceMs = 500

/**
 * Where the login is: nothing running; Telegram's popup open and awaited; or the result handed
 * to Tessera. A second click while one runs joins it (and brings its popup to the front).
 */
type TelegramLoginState =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'inTelegram' | 'loggingIn'
      readonly popup: Window
      readonly done: Promise<void>
      readonly stop: () => void
    }

/**
 * The Telegram Login Widget's popup flow: `start()` (inside the click, so the popup is allowed)
 * opens `{oauthOrigin}/auth?bot_id=…&origin=…&request_access=write`, waits for the popup's
 * `auth_result`, then logs in with it. It rejects 4001 when the user declines (`data.declined`)
 * or closes the popup, -32603 when the browser blocks it; `stop()` closes it with the modal.
 */
export function telegramLogin(parameters: TelegramLoginParameters) {
  const { botId, oauthOrigin } = parameters
  let state: TelegramLoginState = { phase: 'idle' }

  const openPopup = () => {
    const url = new URL('/auth', oauthOrigin)
    url.search = new URLSearchParams({
      bot_id: botId,
      origin: window.location.origin,
      request_access: 'write',
    }).toString()
    const left = window.screenX + (window.outerWidth - popupWidth) / 2
    const top = window.screenY + (window.outerHeight - popupHeight) / 2
    const features = `popup,width=${popupWidth},height=${popupHeight},left=${left},top=${top}`
    const popup = window.open(url.href, `telegram_oauth_bot${botId}`, features)
    if (!popup) throw providerError('popup_blocked')
    return popup
  }

  /** Settles with the popup's answer; `stop` ends the wait (the popup closes either way). */
  const awaitAnswer = (popup: Window) => {
    let stop = () => {}
    const answer = new Promise<string>((resolve, reject) => {
      let grace: ReturnType<typeof setTimeout> | undefined
      const settle = (outcome: { tgAuthResult: string } | { error: unknown }) => {
        window.removeEventListener('message', onMessage)
        clearInterval(watch)
        clearTimeout(grace)
        popup.close()
        if ('error' in outcome) reject(outcome.error)
        else resolve(outcome.tgAuthResult)
      }
      const onMessage = (event: MessageEvent) => {
        try {
          const authorized = readTelegramAuthMessage(event, { popup, oauthOrigin })
          if (authorized) settle(authorized)
        } catch (error) {
          settle({ error })
        }
      }
      const closed = () =>
        settle({ error: providerError('user_deny', 'The Telegram window was closed') })
      const watch = setInterval(() => {
        if (!popup.closed) return
        clearInterval(watch)
        grace = setTimeout(closed, closedGraceMs)
      }, closedCheckMs)
      window.addEventListener('message', onMessage)
      stop = closed
    })
    return { answer, stop: () => stop() }
  }

  const start = async (): Promise<void> => {
    if (state.phase !== 'idle') {
      if (!state.popup.closed) state.popup.focus()
      return state.done
    }
    const popup = openPopup()
    const { answer, stop } = awaitAnswer(popup)
    let isStopped = false
    const stopBoth = () => {
      isStopped = true
      stop()
    }
    const done = answer
      .then((tgAuthResult) => {
        // The modal closed while the answer was on its way: nobody asked for this login anymore.
        if (isStopped) throw providerError('user_deny', 'The login modal was closed')
        state = { phase: 'loggingIn', popup, done, stop: stopBoth }
        return parameters.logIn(tgAuthResult)
      })
      .then(() => undefined)
      .finally(() => {
        state = { phase: 'idle' }
      })
    state = { phase: 'inTelegram', popup, done, stop: stopBoth }
    return done
  }

  return {
    start,
    stop: () => {
      if (state.phase !== 'idle') state.stop()
    },
  }
}

import { loginHelperBroadcastTimeoutMs, loginHelperChannelName } from '@tessera/protocol'
import { isRecord } from '../parse/fields.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import { parseLoggedInUser } from '../session/parseLoggedInUser.js'

/** The slice of BroadcastChannel the helper uses (Node tests pass a fake). */
export type BroadcastPort = {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

export type LoginHelper = {
  /** LOGIN_HELP: asks the other tabs of this app for their login; null after the 1 s wait. */
  askForLogin(): Promise<LoggedInUser | null>
  /** LOGOUT: tells the other tabs of this app to log out too. */
  announceLogout(): void
  close(): void
}

export type CreateLoginHelperParameters = {
  readonly appId: string
  /** Answers LOGIN_HELP from other tabs: the login this tab holds, if any. */
  readonly currentLogin: () => LoggedInUser | null
  /** Another tab logged out: log this one out without announcing it again. */
  readonly onLogout: () => void
  readonly open?: (name: string) => BroadcastPort
  readonly timeoutMs?: number
}

/**
 * The `{appId}_login_helper` broadcast (SPEC §7): tabs of one app share a login (LOGIN_HELP →
 * LOGIN_HELP_RESPONSE) and log out together (LOGOUT). A broadcast shares state between the
 * wallet's own pages only; it is never taken as a user's consent to anything (STYLE B9).
 */
export function createLoginHelper(parameters: CreateLoginHelperParameters): LoginHelper {
  const open = parameters.open ?? ((name: string) => new BroadcastChannel(name))
  const timeoutMs = parameters.timeoutMs ?? loginHelperBroadcastTimeoutMs
  const channel = open(loginHelperChannelName(parameters.appId))
  const waiting = new Map<string, (user: LoggedInUser) => void>()

  const onMessage = (event: MessageEvent) => {
    const message: unknown = event.data
    if (!isRecord(message)) return
    if (message.type === 'LOGOUT') return parameters.onLogout()
    if (message.type === 'LOGIN_HELP' && typeof message.id === 'string') {
      const user = parameters.currentLogin()
      if (user) channel.postMessage({ type: 'LOGIN_HELP_RESPONSE', id: message.id, user })
      return
    }
    if (message.type === 'LOGIN_HELP_RESPONSE' && typeof message.id === 'string') {
      const resolve = waiting.get(message.id)
      if (!resolve) return
      try {
        resolve(parseLoggedInUser(message.user))
      } catch {
        // A malformed answer is ignored; the wait ends with null at its timeout.
      }
    }
  }
  channel.addEventListener('message', onMessage)

  return {
    askForLogin() {
      const id = crypto.randomUUID()
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          resolve(null)
        }, timeoutMs)
        waiting.set(id, (user) => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(user)
        })
        channel.postMessage({ type: 'LOGIN_HELP', id })
      })
    },
    announceLogout: () => channel.postMessage({ type: 'LOGOUT' }),
    close() {
      channel.removeEventListener('message', onMessage)
      channel.close()
    },
  }
}

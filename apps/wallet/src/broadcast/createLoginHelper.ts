import { loginHelperBroadcastTimeoutMs, loginHelperChannelName } from '@tessera/protocol'
import { isRecord } from '../parse/fields.js'

/** The slice of BroadcastChannel the helper uses (Node tests pass a fake). */
export type BroadcastPort = {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

export type LoginHelper = {
  /**
   * LOGIN_HELP: whether another tab of this app holds the login of `address` now; false after
   * the 1 s wait.
   */
  isHeldElsewhere(address: string): Promise<boolean>
  /** LOGOUT: tells the other tabs of this app to log out too. */
  announceLogout(): void
  close(): void
}

export type CreateLoginHelperParameters = {
  readonly appId: string
  /**
   * The address of the login this tab holds, if any: all the helper ever learns of a login, so
   * no key or token can reach the channel.
   */
  readonly currentAddress: () => string | null
  /** Another tab logged out: log this one out without announcing it again. */
  readonly onLogout: () => void
  readonly open?: (name: string) => BroadcastPort
  readonly timeoutMs?: number
}

/** The three messages, parsed; anything else on the channel is dropped. */
type HelperMessage =
  | { readonly type: 'LOGIN_HELP'; readonly id: string; readonly address: string }
  | { readonly type: 'LOGIN_HELP_RESPONSE'; readonly id: string }
  | { readonly type: 'LOGOUT' }

function parseHelperMessage(value: unknown): HelperMessage | null {
  if (!isRecord(value)) return null
  if (value.type === 'LOGOUT') return { type: 'LOGOUT' }
  if (typeof value.id !== 'string') return null
  if (value.type === 'LOGIN_HELP_RESPONSE') return { type: value.type, id: value.id }
  if (value.type === 'LOGIN_HELP' && typeof value.address === 'string')
    return { type: value.type, id: value.id, address: value.address }
  return null
}

/**
 * The `{appId}_login_helper` broadcast (SPEC §7): a new tab asks whether another tab of the app
 * holds a login (LOGIN_HELP with the cached login's address → LOGIN_HELP_RESPONSE, which carries
 * nothing but the question's id), and tabs log out together (LOGOUT). The login itself never
 * crosses the channel: the asking tab opens its own sealed cache (docs/security.md). A broadcast
 * shares state between the wallet's own pages only; it is never taken as a user's consent to
 * anything (STYLE B9).
 */
export function createLoginHelper(parameters: CreateLoginHelperParameters): LoginHelper {
  const open = parameters.open ?? ((name: string) => new BroadcastChannel(name))
  const timeoutMs = parameters.timeoutMs ?? loginHelperBroadcastTimeoutMs
  const channel = open(loginHelperChannelName(parameters.appId))
  const waiting = new Map<string, () => void>()

  const onMessage = (event: MessageEvent) => {
    const message = parseHelperMessage(event.data)
    if (message?.type === 'LOGOUT') return parameters.onLogout()
    if (message?.type === 'LOGIN_HELP') {
      if (parameters.currentAddress() === message.address)
        channel.postMessage({ type: 'LOGIN_HELP_RESPONSE', id: message.id })
      return
    }
    if (message?.type === 'LOGIN_HELP_RESPONSE') waiting.get(message.id)?.()
  }
  channel.addEventListener('message', onMessage)

  return {
    isHeldElsewhere(address) {
      const id = crypto.randomUUID()
      return new Promise((resolve) => {
        const done = (isHeld: boolean) => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(isHeld)
        }
        const timer = setTimeout(() => done(false), timeoutMs)
        waiting.set(id, () => done(true))
        channel.postMessage({ type: 'LOGIN_HELP', id, address })
      })
    },
    announceLogout: () => channel.postMessage({ type: 'LOGOUT' }),
    close() {
      channel.removeEventListener('message', onMessage)
      channel.close()
    },
  }
}

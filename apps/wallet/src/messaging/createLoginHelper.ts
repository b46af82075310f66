import {
  type LoginHelperBroadcast,
  loginHelperBroadcastTimeoutMs,
  loginHelperChannelName,
  loginHelperMessageSchema,
} from '@tessera/protocol'

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

/**
 * The `{appId}_login_helper` broadcast (SPEC §7), part of the one messaging module: every message
 * on the channel is parsed by `loginHelperMessageSchema`, anything else dropped unanswered (a
 * BroadcastChannel carries no origin or source: it reaches the wallet origin's own pages only). A
 * new tab asks whether another tab of the app holds a login (LOGIN_HELP with the cached login's
 * address → LOGIN_HELP_RESPONSE, which carries nothing but the question's id), and tabs log out
 * together (LOGOUT). The login itself never
 * crosses the channel: the asking tab opens its own sealed cache (docs/security.md). A broadcast
 * shares state between the wallet's own pages only; it is never taken as a user's consent to
 * anything (STYLE B9).
 */
export function createLoginHelper(parameters: CreateLoginHelperParameters): LoginHelper {
  const open = parameters.open ?? ((name: string) => new BroadcastChannel(name))
  const timeoutMs = parameters.timeoutMs ?? loginHelperBroadcastTimeoutMs
  const channel = open(loginHelperChannelName(parameters.appId))
  const waiting = new Map<string, () => void>()

  const send = (message: LoginHelperBroadcast) => channel.postMessage(message)
  const onMessage = (event: MessageEvent) => {
    const parsed = loginHelperMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'LOGOUT') return parameters.onLogout()
    if (message.type === 'LOGIN_HELP') {
      if (parameters.currentAddress() === message.address)
        send({ type: 'LOGIN_HELP_RESPONSE', id: message.id })
      return
    }
    waiting.get(message.id)?.()
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
        send({ type: 'LOGIN_HELP', id, address })
      })
    },
    announceLogout: () => send({ type: 'LOGOUT' }),
    close() {
      channel.removeEventListener('message', onMessage)
      channel.close()
    },
  }
}

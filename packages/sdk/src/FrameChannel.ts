import { type ChildMethod, walletFrameAllow } from '@tessera/protocol'
import { connectToChild } from 'penpal'
import type { FrameStyle } from './frameStyle.js'
import { providerError } from './providerError.js'
import { withTimeout } from './withTimeout.js'

/** Parent methods the frame may call (HOST-PROTOCOL §D); penpal announces their names. */
export type ParentMethods = Record<string, (...args: never[]) => unknown>

export type FrameChannelParameters = {
  /** The frame's address; its origin is the only one whose messages count. */
  readonly url: string
  readonly methods: ParentMethods
  readonly initialStyle: FrameStyle
  readonly timeoutMs: number
  /** The frame loaded again (the wallet navigated or reloaded): requests in flight are lost. */
  readonly onReload: () => void
  /** The frame was removed from the page: the connection is over. */
  readonly onRemoved: () => void
}

const frameGoneCheckMs = 1_000

type Child = Record<string, (...args: unknown[]) => Promise<unknown>>

/**
 * Owns the wallet iframe and the penpal 6 connection to it (HOST-PROTOCOL §A4, §B). Created 0×0,
 * fixed, above everything; sized later by the wallet. Every message from the frame must come from
 * the frame's window and the wallet origin: penpal checks both, and a guard registered before
 * penpal drops anything from the frame's window that is not a penpal object from that origin.
 */
export class FrameChannel {
  readonly iframe: HTMLIFrameElement
  readonly origin: string
  readonly #connection: ReturnType<typeof connectToChild>
  readonly #child: Promise<Child>
  readonly #guard: (event: MessageEvent) => void
  readonly #watch: ReturnType<typeof setInterval>
  readonly #timeoutMs: number
  #isGone = false

  constructor(parameters: FrameChannelParameters) {
    const { url, methods, initialStyle, timeoutMs, onReload, onRemoved } = parameters
    this.origin = new URL(url).origin
    this.#timeoutMs = timeoutMs
    const iframe = document.createElement('iframe')
    this.iframe = iframe
    iframe.title = 'Tessera wallet'
    iframe.allow = walletFrameAllow
    Object.assign(iframe.style, {
      position: 'fixed',
      zIndex: '2147483648',
      border: 'none',
      colorScheme: 'normal',
      width: '0',
      height: '0',
      ...initialStyle,
    })
    iframe.src = url
    this.#guard = (event) => {
      if (event.source !== iframe.contentWindow) return
      const { data } = event
      const isPenpal = typeof data === 'object' && data !== null && typeof data.penpal === 'string'
      if (event.origin !== this.origin || !isPenpal) event.stopImmediatePropagation()
    }
    window.addEventListener('message', this.#guard)
    document.body.appendChild(iframe)
    let loads = 0
    iframe.addEventListener('load', () => ++loads > 1 && !this.#isGone && onReload())
    this.#watch = setInterval(() => {
      if (iframe.isConnected || this.#isGone) return
      this.destroy()
      onRemoved()
    }, frameGoneCheckMs)
    this.#connection = connectToChild({
      iframe,
      methods,
      childOrigin: this.origin,
      timeout: timeoutMs,
    })
    this.#child = this.#connection.promise as unknown as Promise<Child>
    this.#child.catch(() => undefined) // surfaced by `ready` and `call`
  }

  /** Settles when the frame has shaken hands (HOST-PROTOCOL §B1–B3). */
  async ready(): Promise<void> {
    try {
      await this.#child
    } catch {
      throw providerError('all_disconnected', 'The wallet frame did not connect in time')
    }
  }

  /** Calls a child method of HOST-PROTOCOL §C, rejecting when the frame does not answer in time. */
  async call<result = unknown>(method: ChildMethod, ...args: unknown[]): Promise<result> {
    if (this.#isGone) throw providerError('all_disconnected', 'The wallet frame is gone')
    await this.ready()
    const child = await this.#child
    const remote = child[method]
    if (!remote) throw providerError('operation_not_supported', `The wallet has no ${method}`)
    return (await withTimeout(remote(...args), this.#timeoutMs)) as result
  }

  /** Applies a style to the iframe. */
  setStyle(style: FrameStyle): void {
    Object.assign(this.iframe.style, style)
  }

  /** Removes the frame and stops listening. */
  destroy(): void {
    this.#isGone = true
    clearInterval(this.#watch)
    this.#connection.destroy()
    window.removeEventListener('message', this.#guard)
    this.iframe.remove()
  }
}

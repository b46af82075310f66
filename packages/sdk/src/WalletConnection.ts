import type { ChildMethod } from '@tessera/protocol'
import { deferred } from './deferred.js'
import { FrameChannel, type FrameChannelParameters } from './FrameChannel.js'
import type { FrameStyle } from './frameStyle.js'
import type { ProviderRpcError } from './ProviderRpcError.js'
import { providerError, toProviderError } from './providerError.js'
import { withTimeout } from './withTimeout.js'

const notInitialised = 'request timed out: call tessera.init() first'

/**
 * The wallet frame as the SDK's calls see it, from before `init()` until the frame is gone: calls
 * made before `open` wait for it (bounded by the timeout, then 4900 naming `init()`), and every
 * failure is an EIP-1193 error.
 */
export class WalletConnection {
  readonly #timeoutMs: number
  #ready = deferred()
  #channel: FrameChannel | undefined

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs
  }

  /** Settles once `open` has finished; rejects when it failed or the frame is gone. */
  whenReady(): Promise<void> {
    return withTimeout(this.#ready.promise, this.#timeoutMs, notInitialised)
  }

  /**
   * Adds the frame (once the page has a body), waits for its handshake, then for `prepare`
   * (e.g. the login state).
   */
  async open(channel: FrameChannelParameters, prepare: () => Promise<void>): Promise<void> {
    if (!document.body)
      await new Promise((resolve) => addEventListener('DOMContentLoaded', resolve, { once: true }))
    this.#channel = new FrameChannel(channel)
    try {
      await this.#channel.ready()
      await prepare()
      this.#ready.resolve()
    } catch (error) {
      this.#channel.destroy()
      this.#channel = undefined
      this.#ready.reject(error)
      this.#ready = deferred() // init() may be tried again
      throw error
    }
  }

  /** Calls a child method of HOST-PROTOCOL §C. */
  async call<result = unknown>(method: ChildMethod, ...args: unknown[]): Promise<result> {
    try {
      if (!this.#channel) await this.whenReady()
      if (!this.#channel) throw providerError('all_disconnected', 'The wallet frame is gone')
      return await this.#channel.call<result>(method, ...args)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  setStyle(style: FrameStyle): void {
    this.#channel?.setStyle(style)
  }

  /** Removes the frame for good: waiting and later calls reject with `error`. */
  close(error: ProviderRpcError): void {
    this.#channel?.destroy()
    this.#channel = undefined
    this.#ready.reject(error)
    this.#ready = deferred()
    this.#ready.reject(error)
  }
}

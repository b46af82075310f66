import { popupHeightPx, popupWidthPx } from '@tessera/protocol'
import type { ProviderRpcError } from './ProviderRpcError.js'
import { providerError, toProviderError } from './providerError.js'

const closedCheckMs = 500

/**
 * A 720×1200 popup (SPEC §9) for a login the wallet finishes on its own origin (HOST-PROTOCOL §F).
 * `open()` must run synchronously inside the user's click, before any `await`, or browsers block
 * it; the address follows with `navigate` once the wallet has given it.
 */
export class LoginPopup {
  readonly #window: Window

  private constructor(popup: Window) {
    this.#window = popup
  }

  /** Opens an empty popup centred on the page; rejects at once (-32603) when the browser blocks it. */
  static open(): LoginPopup {
    const left = window.screenX + (window.outerWidth - popupWidthPx) / 2
    const top = window.screenY + (window.outerHeight - popupHeightPx) / 2
    const features = `popup,width=${popupWidthPx},height=${popupHeightPx},left=${left},top=${top}`
    const popup = window.open('about:blank', '_blank', features)
    if (!popup) throw providerError('popup_blocked')
    return new LoginPopup(popup)
  }

  get isOpen(): boolean {
    return !this.#window.closed
  }

  /**
   * Sends the popup to `url`; only http(s) addresses are followed. With `isolateFrom` (a page the
   * wallet asked for, an on-ramp's) a page off that origin gets no `window.opener`: it cannot
   * reach or navigate the host page. Logins keep it: their provider sends the popup back to the
   * wallet's redirect page, which reports through the opener.
   */
  navigate(url: unknown, isolateFrom?: string): void {
    const target = typeof url === 'string' && URL.canParse(url) ? new URL(url) : undefined
    if (target?.protocol !== 'https:' && target?.protocol !== 'http:') {
      this.close()
      throw providerError('W-131', 'The wallet gave no login address')
    }
    if (isolateFrom !== undefined && target.origin !== isolateFrom) this.#window.opener = null
    this.#window.location.href = target.href
  }

  /**
   * Settles with the popup's `{status: 'success' | 'error'}` (HOST-PROTOCOL §F). Only messages
   * from this popup's window and from `walletOrigin` count; closing the popup first rejects 4001.
   */
  result(walletOrigin: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (error?: ProviderRpcError) => {
        window.removeEventListener('message', onMessage)
        clearInterval(watch)
        this.close()
        if (error) reject(error)
        else resolve()
      }
      const onMessage = (event: MessageEvent) => {
        if (event.source !== this.#window || event.origin !== walletOrigin) return
        const { data } = event
        if (typeof data !== 'object' || data === null) return
        if (data.status === 'success') settle()
        else if (data.status === 'error') settle(toProviderError(data.error))
      }
      const watch = setInterval(() => {
        if (!this.isOpen) settle(providerError('user_deny', 'User closed the popup'))
      }, closedCheckMs)
      window.addEventListener('message', onMessage)
    })
  }

  close(): void {
    this.#window.close()
  }
}

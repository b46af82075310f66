import { appModes, sdkVersion, type WidgetPosition } from '@tessera/protocol'
import type { ParentMethods } from './FrameChannel.js'
import type { AppConfig } from './fetchAppConfig.js'
import { parseMethodResponse } from './parseMethodResponse.js'
import { parseWalletEvent } from './parseWalletEvent.js'
import { toProviderError } from './providerError.js'
import type { createSessionStore } from './sessionStore.js'
import type { AddressType } from './TesseraOptions.js'
import type { TesseraProvider } from './TesseraProvider.js'

/** What the parent methods read and drive; `Tessera` supplies it. */
export type ParentMethodsContext = {
  readonly provider: TesseraProvider
  readonly appMode: keyof typeof appModes
  readonly position: WidgetPosition
  readonly appConfig: Promise<AppConfig>
  readonly session: ReturnType<typeof createSessionStore>
  readonly setFrameStyle: (walletCss: unknown) => void
  readonly loginWithSocial: (kind: string) => Promise<unknown>
  readonly loginWithLink: (email: string) => Promise<unknown>
  readonly openPopup: (url: unknown) => Promise<void>
  readonly closePopup: () => void
  readonly isPopupOpen: () => boolean
  /** What the host and the wallet tell each other outside requests; the wallet's calls write it. */
  readonly shared: SharedState
}

export type SharedState = {
  /** The login kind the host started last (`getLoginSource`). */
  loginSource: string
  addressType?: AddressType
  pendingRequestCount: number
}

const ignore = () => undefined

/**
 * The methods the wallet frame may call on the host (HOST-PROTOCOL §D), the optional
 * `getLoginSource`, `setAddressType`, `openPopup`, `closePopup` included. Every argument comes
 * from another window, so each is parsed; a malformed call changes nothing.
 */
export function createParentMethods(context: ParentMethodsContext): ParentMethods {
  const { provider, session } = context
  return {
    onEvent: (event: unknown, value: unknown) => {
      const message = parseWalletEvent(event, value)
      if (message?.type === 'disconnect') session.clear()
      if (message) provider.handleWalletEvent(message)
    },
    onMethodResponse: (method: unknown, response: unknown) => {
      const parsed = parseMethodResponse(method, response)
      if (parsed) provider.handleMethodResponse(parsed)
    },
    // Origin and path only: the host's query or hash may hold its own secrets.
    getParentUrl: () => `${location.origin}${location.pathname}`,
    getAppMode: () => appModes[context.appMode],
    getAppConfig: () => context.appConfig,
    getWalletPosition: () => context.position,
    getRpcConfig: ignore,
    sendPendingRequestCount: (count: unknown) => {
      if (Number.isSafeInteger(count) && (count as number) >= 0)
        context.shared.pendingRequestCount = count as number
    },
    triggerSocialLogin: (kind: unknown) => {
      if (typeof kind === 'string') context.loginWithSocial(kind).catch(ignore)
    },
    triggerPasswordlessLogin: (email: unknown) => {
      if (typeof email === 'string') context.loginWithLink(email).catch(ignore)
    },
    getPopupState: () => (context.isPopupOpen() ? 'open' : 'closed'),
    setIframeStyle: (css: unknown) => context.setFrameStyle(css),
    setSessionID: (id: unknown, expiry: unknown) => session.save(id, expiry),
    getSDKVersion: () => sdkVersion,
    uiEvent: ignore,
    getLoginSource: () => context.shared.loginSource,
    setAddressType: (type: unknown) => {
      if (type === 'eoa' || type === 'scw') context.shared.addressType = type
    },
    // Rejects with a plain object, not an Error: penpal passes only an Error's name and message,
    // and the wallet tells a close by the user (4001) from a blocked popup (-32603) by `code`.
    // `Promise.resolve().then`: a blocked popup throws before any promise exists.
    openPopup: (url: unknown) =>
      Promise.resolve()
        .then(() => context.openPopup(url))
        .catch((error: unknown) => {
          const { code, message, data } = toProviderError(error)
          throw { code, message, data }
        }),
    closePopup: () => context.closePopup(),
  }
}

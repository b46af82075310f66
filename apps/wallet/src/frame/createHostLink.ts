import type { AccountType, WalletEvent, WidgetPosition } from '@tessera/protocol'
import type { MethodResponse } from '../messaging/ParentApi.js'
import type { ParentChannel } from '../messaging/ParentChannel.js'
import { appModeName } from './appModeName.js'
import type { AppModeName } from './FrameEngine.js'

export type HostLinkParameters = {
  /** In a host's frame the app mode is learnt on attach; a page of its own is Full at once. */
  readonly isFramed: boolean
  readonly walletOrigin: string
  /** The chain of the login held now, in hex, or null: what `connect` tells the host. */
  readonly connectedChainId: () => string | null
  /** SPEC §8 silent errors: a parent call that fails is logged only. */
  readonly reportSilently: (error: unknown) => void
}

export type HostLink = ReturnType<typeof createHostLink>

/**
 * What the frame knows of its host page and says to it (HOST-PROTOCOL §D, §E), through the
 * `ParentChannel` once attached; before that, or in a page of its own, calls go nowhere. Holds
 * the host's app mode, origin, SDK version and wallet position, and sends `connect` once per
 * login and page (SPEC §4), `disconnect` only after a `connect`.
 */
export function createHostLink(parameters: HostLinkParameters) {
  let channel: ParentChannel | undefined
  let isConnectSent = false
  let learnAppMode: (mode: AppModeName) => void = () => {}
  const appMode: Promise<AppModeName> = parameters.isFramed
    ? new Promise((resolve) => {
        learnAppMode = resolve
      })
    : Promise.resolve('full')
  let host: { origin: string; sdkVersion: string; walletPosition: WidgetPosition } = {
    origin: parameters.walletOrigin,
    sdkVersion: '',
    walletPosition: 'right',
  }
  const call = (run: (connected: ParentChannel) => Promise<void> | undefined) => {
    if (channel) run(channel)?.catch(parameters.reportSilently)
  }
  const announceConnect = () => {
    const chainId = parameters.connectedChainId()
    if (!channel || isConnectSent || chainId === null) return
    isConnectSent = true
    channel.emit('connect', { chainId })
  }

  return {
    /** The host connection is up: learn the app mode and tell the host about a held login. */
    async attach(connected: ParentChannel): Promise<void> {
      channel = connected
      // The handshake's origin holds from now, not once the host has answered describeHost:
      // nothing the frame does meanwhile (a sign-in message) may take the wallet's for it.
      host = { ...host, origin: connected.origin ?? host.origin }
      const described = await connected.describeHost()
      learnAppMode(appModeName(described.appMode))
      host = {
        origin: host.origin,
        sdkVersion: described.sdkVersion ?? '',
        walletPosition: described.walletPosition ?? 'right',
      }
      announceConnect()
    },
    /** The host's app mode (HOST-PROTOCOL §D getAppMode), once known. */
    appMode,
    /** The host page's origin (the wallet's own in a page of its own): where popups report. */
    origin: () => host.origin,
    /** HOST-PROTOCOL §D getSDKVersion and getWalletPosition, as the host answered them. */
    info: () => ({ sdkVersion: host.sdkVersion, walletPosition: host.walletPosition }),
    /** SPEC §4: `connect` once per login and page, when a login is held and the host listens. */
    announceConnect,
    /** `disconnect`, only to a host that was told `connect`. */
    announceDisconnect() {
      if (isConnectSent) channel?.emit('disconnect')
      isConnectSent = false
    },
    emit: (event: WalletEvent, ...value: [] | [unknown]) => channel?.emit(event, ...value),
    respond: (method: string, response: MethodResponse) => channel?.respond(method, response),
    setIframeStyle: (style: Readonly<Record<string, string>>) =>
      call((connected) => connected.parent.setIframeStyle(style)),
    setSessionID: (id: string, expiry: number) =>
      call((connected) => connected.parent.setSessionID(id, expiry)),
    sendPendingRequestCount: (count: number) =>
      call((connected) => connected.parent.sendPendingRequestCount(count)),
    /** SPEC §7, only to a parent that announced it (`@arcana/auth` does not). */
    setAddressType: (type: AccountType) =>
      call((connected) => connected.optional('setAddressType')?.(type)),
    channel: () => channel,
  }
}

import { WalletError } from '@tessera/errors'
import {
  type AccountType,
  type ChainCompatibility,
  chainFamilies,
  parentMethodResults,
  type WalletEvent,
  type WidgetPosition,
} from '@tessera/protocol'
import type { MethodResponse } from '../messaging/ParentApi.js'
import type { ParentChannel } from '../messaging/ParentChannel.js'
import { appModeName } from './appModeName.js'
import type { AppModeName } from './FrameEngine.js'

export type HostLinkParameters = {
  /** In a host's frame the app mode is learnt on attach; a page of its own is Full at once. */
  readonly isFramed: boolean
  readonly walletOrigin: string
  /** The app's family, from the gateway (SPEC §3 chain_type): what the host's is checked against. */
  readonly family: ChainCompatibility
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
  /** How many popups the wallet asked the host to open (SPEC §7 openPopup) may still be open. */
  let popupsAsked = 0
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
      // HOST-PROTOCOL §D getAppConfig, asked apart and never awaited: penpal has no call timeout,
      // and a host that never answers it must not hold up the app mode. One set up for another
      // family than the app's is told so in its console; the gateway's holds (the family decides
      // keys and addresses).
      void connected.hostChainType().then((chainType) => {
        if (chainType && chainFamilies[chainType].compatibility !== parameters.family)
          parameters.reportSilently(
            new WalletError('W-131', {
              details: `the host's getAppConfig chainType ${chainType} is not this app's ${parameters.family} family; the wallet keeps the app's`,
            }),
          )
      })
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
    /**
     * SPEC §7 openPopup: asks the host to open `url` in its 720×1200 popup; false where the
     * parent did not announce it (`@arcana/auth`), and the caller opens the page itself. The
     * popup settles when it closes; a close by the user (4001) has nothing to report, any other
     * rejection (the host's window.open blocked: -32603) is reported silently and `onFailed` runs.
     */
    openPopup(url: string, onFailed: () => void): boolean {
      const openPopup = channel?.optional('openPopup')
      if (!openPopup) return false
      popupsAsked += 1
      const settled = () => {
        popupsAsked = Math.max(0, popupsAsked - 1)
      }
      openPopup(url).then(settled, (error: unknown) => {
        settled()
        if (isUserClosed(error)) return
        parameters.reportSilently(error)
        onFailed()
      })
      return true
    },
    /** SPEC §7 closePopup: closes the popup the wallet asked for (at logout), if any is open. */
    closePopup(): void {
      if (popupsAsked === 0) return
      popupsAsked = 0
      call((connected) => connected.optional('closePopup')?.())
    },
    /** SPEC §7 getLoginSource, only from a parent that announced it; undefined otherwise. */
    async loginSource(): Promise<string | undefined> {
      const getLoginSource = channel?.optional('getLoginSource')
      const answer = await getLoginSource?.().catch(() => undefined)
      const parsed = parentMethodResults.getLoginSource.safeParse(answer)
      return parsed.success ? parsed.data : undefined
    },
    channel: () => channel,
  }
}

/** EIP-1193 4001: the user closed the host's popup, the way such a popup normally ends. */
function isUserClosed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 4001
}

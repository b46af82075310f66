import type { ServerChain } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { mfaFlowMessage, type StandaloneMode, widgetHiddenWidthPx } from '@tessera/protocol'
import type { AppConfig } from '../app/AppConfig.js'
import type { WalletRuntimeConfig } from '../config/loadWalletConfig.js'
import { resolveTheme, type Theme } from '../design/ThemeRoot/resolveTheme.js'
import type { FrameLogins } from '../login/createFrameLogins.js'
import type { NamedVerifier } from '../login/resolveVerifier.js'
import type { LoginHelper } from '../messaging/createLoginHelper.js'
import type { SessionStore } from '../session/createSessionStore.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import { createChildHandlers } from './createChildHandlers.js'
import { createExpandSignal, type ExpandTarget } from './createExpandSignal.js'
import { createFrameStateStore, type FrameState } from './createFrameStateStore.js'
import { createHostLink } from './createHostLink.js'
import { createLoginActivation } from './createLoginActivation.js'
import type { StartEngine } from './FrameEngine.js'
import { type Presentation, presentationOf } from './presentationOf.js'
import { restoreLogin } from './restoreLogin.js'

export type { FrameState } from './createFrameStateStore.js'

export type WalletFrame = ReturnType<typeof createWalletFrame>

export type CreateWalletFrameParameters = {
  readonly appId: string
  /** HOST-PROTOCOL §A2: from the frame URL's hash; modes 1 and 2 close through `wallet_close`. */
  readonly standaloneMode: StandaloneMode
  /**
   * In a host's frame the app mode is the host's (`getAppMode`) as far as the app's policy and
   * the login's source allow (`appModeFor`), so an engine starts only once `attach` learnt it; a
   * page of its own is a full-mode wallet at once.
   */
  readonly isFramed: boolean
  readonly walletOrigin: string
  readonly config: WalletRuntimeConfig
  readonly appConfig: AppConfig
  readonly chains: () => Promise<readonly ServerChain[]>
  readonly keyVerifiers: () => Promise<{ keyspace: string; social: readonly NamedVerifier[] }>
  readonly session: SessionStore
  /** Built with this frame's `onLogin` (createFrameLogins). */
  readonly makeLogins: (hooks: {
    onLogin: (user: LoggedInUser) => void
    onBackgroundError: (error: WalletError) => void
  }) => FrameLogins
  /** Built with the address of this frame's current login, and its logout (createLoginHelper). */
  readonly makeHelper: (hooks: {
    currentAddress: () => string | null
    onLogout: () => void
  }) => LoginHelper
  readonly startEngine: StartEngine
  /** SPEC §8 silent errors: logged only. */
  readonly reportSilently: (error: unknown) => void
}

/**
 * The wallet frame's core (HOST-PROTOCOL §C, §E; SPEC §4 login flow and session), composed of
 * its parts: the login state (`createFrameStateStore`), the host page (`createHostLink`), the
 * start of a held login (`createLoginActivation`), the login coming back after a reload or from
 * another tab (`restoreLogin`), the answers to the host (`createChildHandlers`) and the host's
 * expand requests (`createExpandSignal`). Logout is here, as it touches all of them.
 */
export function createWalletFrame(parameters: CreateWalletFrameParameters) {
  const { appId, appConfig, session, reportSilently } = parameters
  const presentation: Presentation = presentationOf(parameters)
  const store = createFrameStateStore()
  const host = createHostLink({
    isFramed: parameters.isFramed,
    walletOrigin: parameters.walletOrigin,
    family: appConfig.family,
    reportSilently,
    connectedChainId: () => {
      const state = store.get()
      if (state.status !== 'loggedIn') return null
      const { networks } = state.engine
      return `0x${networks.chainIdOf(networks.selected().id).toString(16)}`
    },
  })
  const expand = createExpandSignal()
  const activate = createLoginActivation({
    appConfig,
    session,
    store,
    host,
    chains: parameters.chains,
    startEngine: parameters.startEngine,
    // EIP-5792 wallet_showCallsStatus: the wallet opens on the batch's calls.
    onShowCallsStatus: (callBatchId) => expand.request({ callBatchId }),
  })

  const loggedOutWith = (error: unknown) => {
    reportSilently(error)
    session.logout()
    store.set({
      status: 'loggedOut',
      error: error instanceof WalletError ? error : new WalletError('W-139', { cause: error }),
    })
  }
  const logins = parameters.makeLogins({
    onLogin: (user) => {
      const { sessionID, sessionExpiry } = session.login(user)
      host.setSessionID(sessionID, sessionExpiry)
      // SPEC §3 'login source': what the host started this login with, where it says (our SDK).
      // Recorded only while this login is still held: a logout or another login meanwhile has its
      // own source, or none.
      void host.loginSource().then((source) => {
        if (source && session.current() === user) session.recordLoginSource(source)
      })
      void activate(user, { source: 'fresh' }).catch(loggedOutWith)
    },
    onBackgroundError: (error) => {
      reportSilently(error)
      store.set({ status: 'loggedOut', error })
    },
  })
  const logout = (options: { readonly announce: boolean }) => {
    const state = store.get()
    if (state.status === 'loggedIn') state.engine.logout()
    logins.cancelPending()
    expand.clear()
    session.logout()
    if (options.announce) helper.announceLogout()
    store.set({ status: 'loggedOut' })
    host.announceDisconnect()
    // The provider page the user opened for this account has nothing left to do.
    host.closePopup()
    if (presentation === 'embedded')
      host.setIframeStyle({ width: `${widgetHiddenWidthPx}px`, height: `${widgetHiddenWidthPx}px` })
  }
  const helper = parameters.makeHelper({
    currentAddress: () => session.current()?.address ?? null,
    onLogout: () => logout({ announce: false }),
  })
  const restoring = restoreLogin({ session, helper, activate, loggedOutWith })

  return {
    appId,
    appConfig,
    config: parameters.config,
    presentation,
    handlers: createChildHandlers({
      appId,
      walletOrigin: parameters.walletOrigin,
      config: parameters.config,
      appConfig,
      keyVerifiers: parameters.keyVerifiers,
      logins,
      store,
      restoring,
      host,
      logout: () => logout({ announce: true }),
      expand: expand.request,
    }),
    securityNag: session.securityNag,
    tour: session.tour,
    themeChoice: session.themeChoice,
    /** The theme to render now: the user's choice, else the app's (SPEC §3). */
    theme: (): Theme =>
      resolveTheme({ chosen: session.themeChoice.chosen(), appTheme: appConfig.theme }),
    logins,
    attach: host.attach,
    state: (): FrameState => store.get(),
    hostOrigin: host.origin,
    hostInfo: host.info,
    subscribe: store.subscribe,
    subscribeToExpand: (listener: (target: ExpandTarget | undefined) => void): (() => void) =>
      expand.subscribe(listener, { isLoggedIn: store.get().status === 'loggedIn' }),
    setIframeStyle: host.setIframeStyle,
    /** SPEC §7 openPopup: a page in the host's popup; false where the host has none to offer. */
    openHostPopup: host.openPopup,
    /**
     * SPEC §4: standalone modes 1 and 2 close the wallet through `wallet_close` (the host lays
     * that frame out itself); null where nobody would hear it.
     */
    closeWallet:
      parameters.isFramed && presentation === 'standalone'
        ? () => void host.emit('wallet_close')
        : null,
    /** The user logged out in the wallet's own UI. */
    logout: () => logout({ announce: true }),
    /** SPEC §5: the reconnect page asks to resume `sessionID`; answers the failure text or null. */
    async reconnect(sessionID: string | null): Promise<string | null> {
      await restoring.restored
      if (store.get().status === 'loggedIn') return null
      const resumed = await session.reconnect(sessionID)
      if (typeof resumed === 'string') return resumed
      await activate(resumed, { source: 'restored' })
      return null
    },
    /** HOST-PROTOCOL §C: a login waits for the MFA restore (the PIN) in this frame. */
    announceMfaFlow: () => void host.emit('message', mfaFlowMessage),
    /** SPEC §4: stash sensitive info when the page hides. */
    stash: () => session.stash(),
    channel: host.channel,
  }
}

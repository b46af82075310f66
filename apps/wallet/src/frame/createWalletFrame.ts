import type { ServerChain, WalletEngine } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { type StandaloneMode, type WidgetPosition, widgetHiddenWidthPx } from '@tessera/protocol'
import type { AppConfig } from '../app/AppConfig.js'
import type { createLoginHelper } from '../broadcast/createLoginHelper.js'
import { answerRequest } from '../channel/answerRequest.js'
import type { ChildHandlers } from '../channel/ChildCalls.js'
import type { ParentChannel } from '../channel/ParentChannel.js'
import type { WalletRuntimeConfig } from '../config/loadWalletConfig.js'
import type { FrameLogins } from '../login/createFrameLogins.js'
import type { NamedVerifier } from '../login/resolveVerifier.js'
import type { SessionStore } from '../session/createSessionStore.js'
import { type LoggedInUser, publicUserInfo } from '../session/LoggedInUser.js'
import { appModeFor, type LoginSource } from './appModeFor.js'
import { appModeName } from './appModeName.js'
import type { AppModeName, StartEngine } from './FrameEngine.js'
import { type Presentation, presentationOf } from './presentationOf.js'

/** What the React side renders from (useSyncExternalStore). */
export type FrameState =
  | { readonly status: 'loggedOut'; readonly error?: WalletError }
  | {
      readonly status: 'loggedIn'
      readonly user: LoggedInUser
      readonly engine: WalletEngine
      readonly appMode: AppModeName
    }

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
  }) => ReturnType<typeof createLoginHelper>
  readonly startEngine: StartEngine
  /** SPEC §8 silent errors: logged only. */
  readonly reportSilently: (error: unknown) => void
}

/**
 * The wallet frame's core (HOST-PROTOCOL §C, §E; SPEC §4 login flow and session): answers every
 * child method in every state, logs in through `logins`, holds the session, starts the engine
 * after a login, emits `connect` once per session and `disconnect` on logout, and shares the
 * login with the app's other tabs.
 */
export function createWalletFrame(parameters: CreateWalletFrameParameters) {
  const { appId, appConfig, session } = parameters
  let state: FrameState = { status: 'loggedOut' }
  let channel: ParentChannel | undefined
  let connectSent = false
  const presentation: Presentation = presentationOf(parameters)
  let learnAppMode: (mode: AppModeName) => void = () => {}
  const appModeKnown: Promise<AppModeName> = parameters.isFramed
    ? new Promise((resolve) => {
        learnAppMode = resolve
      })
    : Promise.resolve('full')
  let host: { origin: string; sdkVersion: string; walletPosition: WidgetPosition } = {
    origin: parameters.walletOrigin,
    sdkVersion: '',
    walletPosition: 'right',
  }
  const listeners = new Set<() => void>()
  const expandListeners = new Set<() => void>()
  // The host may ask to expand before the logged-in screens (a lazy chunk) listen: the first
  // listener hears it then, so the request is not lost.
  let expandWaiting = false
  const setState = (next: FrameState) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  const emitConnectOnce = () => {
    if (!channel || connectSent || state.status !== 'loggedIn') return
    connectSent = true
    const { networks } = state.engine
    channel.emit('connect', {
      chainId: `0x${networks.chainIdOf(networks.selected().id).toString(16)}`,
    })
  }

  /**
   * A login is held: start its engine and tell the host (SPEC §4: connect once per session). Its
   * app mode depends on where it came from: only a login made in this frame may run in NoUI.
   */
  const activate = async (user: LoggedInUser, options: { readonly source: LoginSource }) => {
    const { walletPolicy } = appConfig
    const appMode = appModeFor({
      requested: await appModeKnown,
      policy: walletPolicy,
      loginSource: options.source,
    })
    const engine = await parameters.startEngine({
      user,
      family: appConfig.family,
      chains: await parameters.chains(),
      appMode,
      // SPEC §5: key export needs NoUI mode too; the engine checks both again.
      isKeyExportAllowed: appMode === 'noUI' && walletPolicy.isKeyExportAllowed,
      onChainChanged: (chainId) => channel?.emit('chainChanged', { chainId }),
      onAccountsChanged: (address) => channel?.emit('accountsChanged', address),
    })
    if (session.current()?.address !== user.address) {
      engine.logout() // logged out while the engine started
      return
    }
    setState({ status: 'loggedIn', user, engine, appMode })
    // HOST-PROTOCOL §D: the host shows how many requests wait for the user.
    let pendingCount = 0
    const stopCounting = engine.approvals.subscribe(() => {
      const count = engine.approvals.snapshot().pending.length
      if (count === pendingCount) return
      pendingCount = count
      channel?.parent.sendPendingRequestCount(count).catch(parameters.reportSilently)
    })
    const stopWhenLoggedOut = subscribe(() => {
      if (state.status === 'loggedIn' && state.engine === engine) return
      stopCounting()
      stopWhenLoggedOut()
    })
    emitConnectOnce()
    // SPEC §4: no app has gasless configured yet, so the wallet uses the owner's address.
    channel?.optional('setAddressType')?.('eoa').catch(parameters.reportSilently)
  }

  const onLogin = (user: LoggedInUser) => {
    const { sessionID, sessionExpiry } = session.login(user)
    channel?.parent.setSessionID(sessionID, sessionExpiry).catch(parameters.reportSilently)
    return activate(user, { source: 'fresh' })
  }

  const logins = parameters.makeLogins({
    onLogin: (user) => {
      void onLogin(user).catch((error: unknown) => loggedOutWith(error))
    },
    onBackgroundError: (error) => {
      parameters.reportSilently(error)
      setState({ status: 'loggedOut', error })
    },
  })

  const loggedOutWith = (error: unknown) => {
    parameters.reportSilently(error)
    session.logout()
    setState({
      status: 'loggedOut',
      error: error instanceof WalletError ? error : new WalletError('W-139', { cause: error }),
    })
  }

  const logout = (options: { readonly announce: boolean }) => {
    if (state.status === 'loggedIn') state.engine.logout()
    logins.cancelPending()
    session.logout()
    if (options.announce) helper.announceLogout()
    setState({ status: 'loggedOut' })
    if (connectSent) channel?.emit('disconnect')
    connectSent = false
    if (presentation === 'embedded')
      channel?.parent
        .setIframeStyle({ width: `${widgetHiddenWidthPx}px`, height: `${widgetHiddenWidthPx}px` })
        .catch(parameters.reportSilently)
  }

  const helper = parameters.makeHelper({
    currentAddress: () => session.current()?.address ?? null,
    onLogout: () => logout({ announce: false }),
  })

  /**
   * SPEC §4: a stashed login comes back at once (`known`: what isLoggedIn waits for). Without
   * one, a stored session and a cached login mean some tab of this host may hold that login (tabs
   * of one host share the wallet origin's storage): the other tabs are asked in the background
   * (`restored`), and an answer logs this frame in from its own sealed cache and emits `connect`
   * then. Without both nobody is asked and nobody waits. Neither kind of login runs in NoUI.
   */
  const stashed = session.restore()
  const known = stashed
    .then((user) => (user ? activate(user, { source: 'restored' }) : undefined))
    .catch(loggedOutWith)
  const restored = stashed.then(async (user) => {
    await known
    if (user || !session.session()) return
    const cached = await session.cachedLogin()
    if (!cached || !(await helper.isHeldElsewhere(cached.address))) return
    if (session.current() || !session.adopt(cached)) return
    await activate(cached, { source: 'shared' }).catch(loggedOutWith)
  })

  const whenLoggedIn = () => {
    if (state.status !== 'loggedIn') throw new WalletError('unauthorized')
    return state
  }
  const whenLoggedOut = async () => {
    await restored
    if (state.status === 'loggedIn')
      throw new WalletError('invalid_params', { params: { reason: 'already logged in' } })
  }
  const loginFlow = async <result>(run: () => Promise<result>) => {
    await whenLoggedOut()
    return run()
  }

  const handlers: ChildHandlers = {
    isLoggedIn: async () => {
      await known
      return state.status === 'loggedIn'
    },
    getAvailableLogins: () => [...appConfig.logins],
    isLoginAvailable: (kind) => appConfig.logins.includes(kind),
    initSocialLogin: (kind) => loginFlow(() => logins.startSocial(kind)),
    initPasswordlessLogin: (email) => loginFlow(() => logins.startLink(email)),
    initOTPLogin: (email) => loginFlow(() => logins.startOtp(email)),
    completeOTPLogin: (otp) => loginFlow(async () => void (await logins.completeOtp(otp))),
    getKeySpaceConfigType: () => (appConfig.isGlobal ? 'global' : 'local'),
    triggerBearerLogin: (type, data) =>
      loginFlow(async () => {
        await logins.bearer(type, data)
        return true
      }),
    triggerCustomLogin: (params) => loginFlow(async () => void (await logins.custom(params))),
    getReconnectionUrl: () => `${parameters.walletOrigin}/${appId}/v1/reconnect/`,
    getPublicKey: async (id, name) => {
      const { lookUpPublicKey } = await import('../login/lookUpPublicKey.js')
      return lookUpPublicKey({
        network: parameters.config.keyNetwork,
        family: appConfig.family,
        verifiers: await parameters.keyVerifiers(),
        id,
        name,
      })
    },
    sendRequest: async (request) => {
      await restored
      const engine = state.status === 'loggedIn' ? state.engine : null
      // Answered through onMethodResponse, never through this call's reply (HOST-PROTOCOL §C).
      void answerRequest(request, engine, (method, response) => channel?.respond(method, response))
    },
    getUserInfo: () => publicUserInfo(whenLoggedIn().user),
    logout: () => {
      whenLoggedIn()
      logout({ announce: true })
    },
    expandWallet: async () => {
      // Right after a reload the host may ask before the stored login is back.
      await restored
      whenLoggedIn()
      expandWaiting = expandListeners.size === 0
      for (const listener of expandListeners) listener()
    },
  }

  return {
    appId,
    appConfig,
    config: parameters.config,
    presentation,
    handlers,
    securityNag: session.securityNag,
    tour: session.tour,
    logins,
    /** The host connection is up: learn the app mode and tell the host about a held login. */
    async attach(connected: ParentChannel): Promise<void> {
      channel = connected
      const ask = <value>(call: () => Promise<value>) => call().catch(() => undefined)
      const [mode, parentUrl, sdkVersion, walletPosition] = await Promise.all([
        ask(() => connected.parent.getAppMode()),
        ask(() => connected.parent.getParentUrl()),
        ask(() => connected.parent.getSDKVersion()),
        ask(() => connected.parent.getWalletPosition()),
      ])
      learnAppMode(appModeName(mode))
      host = {
        // The host's claim, kept only when it is one of the app's origins (penpal checked those).
        origin:
          typeof parentUrl === 'string' &&
          URL.canParse(parentUrl) &&
          connected.allows(new URL(parentUrl).origin)
            ? new URL(parentUrl).origin
            : host.origin,
        sdkVersion: typeof sdkVersion === 'string' ? sdkVersion : '',
        walletPosition: walletPosition === 'left' ? 'left' : 'right',
      }
      emitConnectOnce()
    },
    state: (): FrameState => state,
    /** The host page's origin (the wallet's own in a full page): where popups report. */
    hostOrigin: () => host.origin,
    /** HOST-PROTOCOL §D getSDKVersion and getWalletPosition, as the host answered them. */
    hostInfo: () => ({ sdkVersion: host.sdkVersion, walletPosition: host.walletPosition }),
    subscribe,
    subscribeToExpand(listener: () => void): () => void {
      expandListeners.add(listener)
      if (expandWaiting && state.status === 'loggedIn') listener()
      expandWaiting = false
      return () => expandListeners.delete(listener)
    },
    setIframeStyle(style: Readonly<Record<string, string>>): void {
      channel?.parent.setIframeStyle(style).catch(parameters.reportSilently)
    },
    /**
     * SPEC §4: standalone modes 1 and 2 close the wallet through `wallet_close` (the host lays
     * that frame out itself); null where nobody would hear it.
     */
    closeWallet:
      parameters.isFramed && presentation === 'standalone'
        ? () => channel?.emit('wallet_close')
        : null,
    /** The user logged out in the wallet's own UI. */
    logout: () => logout({ announce: true }),
    /** SPEC §5: the reconnect page asks to resume `sessionID`; answers the failure text or null. */
    async reconnect(sessionID: string | null): Promise<string | null> {
      await restored
      if (state.status === 'loggedIn') return null
      const resumed = await session.reconnect(sessionID)
      if (typeof resumed === 'string') return resumed
      await activate(resumed, { source: 'restored' })
      return null
    },
    /** SPEC §4: stash sensitive info when the page hides. */
    stash: () => session.stash(),
    channel: () => channel,
  }
}

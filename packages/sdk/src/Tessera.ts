import { type ChildMethod, needsApproval } from '@tessera/protocol'
import { announceProvider } from './announceProvider.js'
import { createParentMethods, type SharedState } from './createParentMethods.js'
import { type AppConfig, fetchAppConfig } from './fetchAppConfig.js'
import { framePlacement, frameStyle, mobileMediaQuery } from './frameStyle.js'
import { LoginPopup } from './LoginPopup.js'
import { providerError, toProviderError } from './providerError.js'
import { createSessionStore } from './sessionStore.js'
import {
  type AddressType,
  type ResolvedOptions,
  resolveOptions,
  type TesseraOptions,
  type UserInfo,
} from './TesseraOptions.js'
import { TesseraProvider } from './TesseraProvider.js'
import { WalletConnection } from './WalletConnection.js'
import { walletFrameUrl } from './walletFrameUrl.js'
import { withTimeout } from './withTimeout.js'

/**
 * The Tessera host SDK: embeds the wallet frame (HOST-PROTOCOL), exposes an EIP-1193 provider
 * announced under EIP-6963, and drives login and logout.
 *
 * @example
 * const tessera = new Tessera({ appId, walletUrl: 'https://wallet.example' })
 * await tessera.init()
 * button.onclick = () => tessera.loginWithSocial('google')
 * const [address] = await tessera.provider.request({ method: 'eth_accounts' })
 */
export class Tessera {
  readonly provider: TesseraProvider
  readonly #options: ResolvedOptions
  readonly #session: ReturnType<typeof createSessionStore>
  readonly #stopAnnouncing: () => void
  readonly #connection: WalletConnection
  #init: Promise<void> | undefined
  #appConfig: Promise<AppConfig> | undefined
  #popup: LoginPopup | undefined
  readonly #shared: SharedState = { loginSource: '', pendingRequestCount: 0 }

  constructor(options: TesseraOptions) {
    this.#options = resolveOptions(options)
    const { appId, appMode, timeoutMs } = this.#options
    this.#session = createSessionStore(appId)
    this.#connection = new WalletConnection(timeoutMs)
    this.provider = new TesseraProvider({
      sendRequest: (request) => this.#call('sendRequest', request),
      whenReady: () => this.#connection.whenReady(),
      login: () => this.connect(),
      waitsForUser: (method) => appMode !== 'noUI' && needsApproval(method),
      requestTimeoutMs: timeoutMs,
    })
    // Server-side rendering constructs the SDK too: there is no window to announce to there.
    const hasWindow = typeof window !== 'undefined'
    this.#stopAnnouncing = hasWindow ? announceProvider(this.provider) : () => undefined
    if (hasWindow && options.setWindowProvider) Object.assign(window, { ethereum: this.provider })
  }

  /** Whether the wallet last reported the EOA or the smart-wallet address (`setAddressType`). */
  get addressType(): AddressType | undefined {
    return this.#shared.addressType
  }

  /** How many requests wait for the user in the wallet (`sendPendingRequestCount`). */
  get pendingRequestCount(): number {
    return this.#shared.pendingRequestCount
  }

  /**
   * Adds the wallet frame and waits for its handshake and login state. Calling it again returns
   * the same promise; after a failure it may be retried.
   */
  init(): Promise<void> {
    this.#init ??= this.#start().catch((error: unknown) => {
      this.#init = undefined
      throw toProviderError(error)
    })
    return this.#init
  }

  async #start(): Promise<void> {
    const { appId, walletOrigin, position, appMode, timeoutMs } = this.#options
    const isMobile = () => matchMedia(mobileMediaQuery).matches
    const methods = createParentMethods({
      provider: this.provider,
      appMode,
      position,
      appConfig: this.#loadAppConfig(),
      session: this.#session,
      setFrameStyle: (css) =>
        this.#connection.setStyle(frameStyle(css, { position, isMobile: isMobile() })),
      loginWithSocial: (kind) => this.loginWithSocial(kind),
      loginWithLink: (email) => this.loginWithLink(email),
      openPopup: (url) => this.#runPopup(LoginPopup.open(), url, this.#options.walletOrigin),
      closePopup: () => this.#popup?.close(),
      isPopupOpen: () => this.#popup?.isOpen ?? false,
      shared: this.#shared,
    })
    const channel = {
      url: walletFrameUrl({ walletOrigin, appId }),
      initialStyle: framePlacement(position, isMobile()),
      timeoutMs,
      methods,
      onReload: () => {
        this.provider.disconnect(providerError('all_disconnected', 'The wallet frame reloaded'))
        this.#syncLoginState().catch(() => undefined)
      },
      onRemoved: () => this.#gone(),
    }
    await this.#connection.open(channel, () => this.#syncLoginState())
  }

  /** The app's name, theme and logos from the gateway, fetched once. */
  #loadAppConfig(): Promise<AppConfig> {
    const { appId, theme, gatewayUrl } = this.#options
    this.#appConfig ??= fetchAppConfig({ appId, theme, gatewayUrl })
    return this.#appConfig
  }

  async #syncLoginState(): Promise<void> {
    if (await this.#call<boolean>('isLoggedIn')) await this.provider.restoreSession()
  }

  #gone(): void {
    const error = providerError('all_disconnected', 'The wallet frame is gone')
    this.#connection.close(error)
    this.provider.disconnect(error)
  }

  #call<result = unknown>(method: ChildMethod, ...args: unknown[]): Promise<result> {
    return this.#connection.call<result>(method, ...args)
  }

  /** Calls the frame after `init()`; for the public API, which starts `init()` itself. */
  async #callAfterInit<result = unknown>(method: ChildMethod, ...args: unknown[]) {
    await this.init()
    return this.#call<result>(method, ...args)
  }

  /**
   * Sends `popup` to `url` and settles with its `{status}` (HOST-PROTOCOL §F); closes it after.
   * `isolateFrom`: see `LoginPopup.navigate` (the wallet's openPopup; never a login).
   */
  async #runPopup(popup: LoginPopup, url: unknown, isolateFrom?: string): Promise<void> {
    this.#popup = popup
    try {
      popup.navigate(url, isolateFrom)
      await popup.result(this.#options.walletOrigin)
    } finally {
      popup.close()
    }
  }

  /** A login finishing in `popup`: its success, then the wallet's `connect`. */
  async #finishInPopup(popup: LoginPopup, url: unknown): Promise<void> {
    await this.#runPopup(popup, url)
    await withTimeout(this.provider.waitForConnect(), this.#options.timeoutMs)
  }

  /** True when no user is logged in yet (starts `init()`). */
  async #isLoggedOut(): Promise<boolean> {
    await this.init()
    return !this.provider.isConnected()
  }

  /**
   * Opens the login modal (loaded on first use, a chunk of its own) and resolves once the user is
   * logged in; rejects 4001 when the user closes it.
   *
   * @example loginButton.onclick = () => tessera.connect()
   */
  async connect(): Promise<void> {
    if (!(await this.#isLoggedOut())) return
    const [{ showLoginModal }, logins, app] = await Promise.all([
      import('./loginModal/showLoginModal.js').catch((error: unknown) => {
        throw toProviderError(error)
      }),
      this.getAvailableLogins(),
      this.#loadAppConfig(),
    ])
    const { name, themeConfig, telegram } = app
    const modal = showLoginModal({
      ...(telegram && {
        telegram: { ...telegram, logIn: (token) => this.loginWithBearer('telegram', { token }) },
      }),
      app: { name, theme: themeConfig.theme, logoUrl: themeConfig.assets.logo.vertical },
      logins,
      loginWithSocial: (kind) => this.loginWithSocial(kind),
      loginWithOTPStart: (email) => this.loginWithOTPStart(email),
      loginWithOTPComplete: (otp) => this.loginWithOTPComplete(otp),
      ethereum: {
        ownProvider: this.provider,
        messageFor: async (account) => {
          this.#shared.loginSource = 'siwe'
          const answer = await this.#call<{ message?: unknown } | null>('initSiweLogin', account)
          const message = answer?.message
          if (typeof message === 'string') return message
          throw providerError('W-131', 'The wallet answered initSiweLogin without a message')
        },
        logIn: async ({ signature }) => {
          await this.#call('completeSiweLogin', { signature })
          await withTimeout(this.provider.waitForConnect(), this.#options.timeoutMs)
        },
      },
    })
    try {
      await Promise.race([this.provider.waitForConnect(), modal.closed])
    } finally {
      modal.close()
    }
  }

  /** The app's enabled logins (`'passwordless'` means email). */
  getAvailableLogins(): Promise<string[]> {
    return this.#callAfterInit<string[]>('getAvailableLogins')
  }

  /**
   * Social login in a 720×1200 popup. Call it from a click handler: the popup opens before
   * anything is awaited, so browsers allow it.
   *
   * @example button.onclick = () => tessera.loginWithSocial('google')
   */
  async loginWithSocial(kind: string): Promise<void> {
    const popup = LoginPopup.open()
    this.#shared.loginSource = kind
    try {
      if (!(await this.#isLoggedOut())) return popup.close()
      const url = await this.#call('initSocialLogin', kind)
      await this.#finishInPopup(popup, url)
    } finally {
      popup.close()
    }
  }

  /**
   * Sends a one-time code to `email`. `isCompleteRequired: false` means the login already finished
   * (global key space: the wallet ran it in a popup).
   */
  async loginWithOTPStart(email: string): Promise<{ isCompleteRequired: boolean }> {
    this.#shared.loginSource = 'passwordless'
    if (!(await this.#isLoggedOut())) return { isCompleteRequired: false }
    const url = await this.#call('initOTPLogin', email)
    if (typeof url !== 'string') return { isCompleteRequired: true }
    await this.#finishInPopup(LoginPopup.open(), url)
    return { isCompleteRequired: false }
  }

  /** Completes the code login; rejects on a bad code. Waits through an MFA restore if one runs. */
  async loginWithOTPComplete(otp: string): Promise<void> {
    if (!(await this.#isLoggedOut())) return
    await this.#call('completeOTPLogin', otp)
    await this.provider.waitForConnect()
  }

  /** Magic-link login: resolves once the link was used (or the wallet's popup finished). */
  async loginWithLink(email: string): Promise<void> {
    this.#shared.loginSource = 'passwordless'
    if (!(await this.#isLoggedOut())) return
    const started = await this.#call('initPasswordlessLogin', email)
    if (typeof started === 'string') return this.#finishInPopup(LoginPopup.open(), started)
    await this.provider.waitForConnect()
  }

  /** Login with a token the app holds: `'firebase'` `{uid, token}` or `'telegram'` `{token}`. */
  loginWithBearer(
    type: 'firebase' | 'telegram',
    data: { uid: string; token: string } | { token: string },
  ): Promise<void> {
    return this.#loginWithToken(type, () => this.#call('triggerBearerLogin', type, data))
  }

  /** Login with the app's own identity provider token. */
  loginWithCustomProvider(parameters: { token: string; userID: string; provider: string }) {
    return this.#loginWithToken('custom', () => this.#call('triggerCustomLogin', parameters))
  }

  /** A login the frame runs on its own; `false` from it means the token was refused (W-137). */
  async #loginWithToken(source: string, start: () => Promise<unknown>): Promise<void> {
    this.#shared.loginSource = source
    if (!(await this.#isLoggedOut())) return
    if ((await start()) === false) throw providerError('W-137')
    await withTimeout(this.provider.waitForConnect(), this.#options.timeoutMs)
  }

  /** Asks the frame whether a user is logged in. */
  isLoggedIn(): Promise<boolean> {
    return this.#callAfterInit<boolean>('isLoggedIn')
  }

  /** The logged-in user (4100 when nobody is). */
  async getUser(): Promise<UserInfo> {
    if (await this.#isLoggedOut()) throw providerError('unauthorized')
    return this.#call<UserInfo>('getUserInfo')
  }

  /** Logs out; `disconnect` is emitted and requests in flight are rejected. */
  async logout(): Promise<void> {
    if (await this.#isLoggedOut()) return
    await this.#call('logout')
    this.#session.clear()
    this.provider.disconnect(providerError('all_disconnected'))
  }

  /** Expands the wallet widget (4100 when nobody is logged in). */
  async showWallet(): Promise<void> {
    if (await this.#isLoggedOut()) throw providerError('unauthorized')
    await this.#call('expandWallet')
  }

  /** True when logged out and the last session (`setSessionID`) has not expired. */
  async canReconnect(): Promise<boolean> {
    return (await this.#isLoggedOut()) && this.#session.load() !== undefined
  }

  /** Restores the last session in a popup; call it from a click handler. */
  async reconnect(): Promise<void> {
    const popup = LoginPopup.open()
    try {
      if (!(await this.#isLoggedOut())) return
      const session = this.#session.load()
      if (!session) throw providerError('unauthorized', 'No session to reconnect')
      const url = new URL(await this.#call<string>('getReconnectionUrl'))
      url.searchParams.set('sessionID', session.id)
      await this.#finishInPopup(popup, url.href)
    } finally {
      popup.close()
    }
  }

  /** Removes the frame and stops announcing the provider; pending requests reject 4900. */
  destroy(): void {
    this.#stopAnnouncing()
    this.#gone()
  }
}

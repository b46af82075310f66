export type TesseraOptions = {
  /** The app id registered with the Tessera server. */
  readonly appId: string
  /** The wallet's origin, e.g. `https://wallet.example` (a path is ignored). */
  readonly walletUrl: string
  /** The gateway, for the app's name and logos (HOST-PROTOCOL §G); optional. */
  readonly gatewayUrl?: string
  /** The side the widget sits on (default `'right'`). */
  readonly position?: 'right' | 'left'
  /** The login modal's theme (default: the app's theme from the gateway, else `'light'`). */
  readonly theme?: 'light' | 'dark'
  /** Without `appMode`: `true` (default) gives `'full'`, `false` gives `'widget'`. */
  readonly alwaysVisible?: boolean
  /** `'noUI'`: nothing needs approval (SPEC §6). */
  readonly appMode?: 'widget' | 'full' | 'noUI'
  /** Also set `window.ethereum` (EIP-6963 announce happens either way). */
  readonly setWindowProvider?: boolean
  /**
   * How long the frame may take to take a call and to answer one that needs no approval
   * (default 30 s). Requests waiting for the user's approval are not timed out.
   */
  readonly requestTimeoutMs?: number
}

/** The address the wallet uses: the account itself or its smart wallet (SPEC §4 gasless). */
export type AddressType = 'eoa' | 'scw'

/** HOST-PROTOCOL §C `getUserInfo`. */
export type UserInfo = {
  readonly loginType: string
  readonly id: string
  readonly email?: string
  readonly name?: string
  readonly picture?: string
  readonly address: string
  readonly publicKey: string
  readonly loginToken: string
  readonly userDIDToken: string
}

/** The options with their defaults applied, as the SDK uses them. */
export type ResolvedOptions = {
  readonly appId: string
  readonly walletOrigin: string
  readonly gatewayUrl: string | undefined
  readonly position: 'right' | 'left'
  /** `undefined`: the app's theme from the gateway. */
  readonly theme: 'light' | 'dark' | undefined
  readonly appMode: 'widget' | 'full' | 'noUI'
  readonly timeoutMs: number
}

const defaultRequestTimeoutMs = 30_000

/** Checks the options and applies the defaults; a missing app id or a bad wallet URL throws. */
export function resolveOptions(options: TesseraOptions): ResolvedOptions {
  if (!options.appId) throw new TypeError('Tessera: appId is required')
  if (!URL.canParse(options.walletUrl)) throw new TypeError('Tessera: walletUrl must be a URL')
  return {
    appId: options.appId,
    walletOrigin: new URL(options.walletUrl).origin,
    gatewayUrl: options.gatewayUrl,
    position: options.position ?? 'right',
    theme: options.theme,
    appMode: options.appMode ?? (options.alwaysVisible === false ? 'widget' : 'full'),
    timeoutMs: options.requestTimeoutMs ?? defaultRequestTimeoutMs,
  }
}

import type {
  ExchangeRates,
  NetworkId,
  OnRampKind,
  OnRampNetworks,
  OnRampProvider,
  RequestId,
  WalletEngine,
} from '@tessera/engine'
import type { WidgetPosition } from '@tessera/protocol'
import { createContext, useContext } from 'react'
import type { Theme } from '../design/ThemeRoot/resolveTheme.js'
import type { ExpandTarget } from '../frame/createExpandSignal.js'
import type { Presentation } from '../frame/presentationOf.js'
import type { UserProfile } from '../session/LoggedInUser.js'

/**
 * What the logged-in screens need from the wallet core, which provides it above
 * `LoggedInRoutes`. It holds values fixed for a session, stable callbacks and framework-free
 * sources; data that changes (requests, networks, balances, rates) is read from those sources
 * by the hooks in `screens/hooks/`, never stored in this context (STYLE §B8).
 *
 * ```ts
 * type WalletContextValue = {
 *   engine: WalletEngine              // @tessera/engine, created after login; chain data comes
 *                                     // from its query options (TanStack Query) through hooks
 *   address: string                   // the wallet address shown on home, as its family writes it
 *   user: UserProfile                 // who is logged in: login type, id, email, name, picture
 *   revealPrivateKey(): `0x${string}` // Profile's export, read from the login held in memory
 *   appName: string                   // app config `name`: shown on approval screens
 *   appLogo?: string                  // SPEC §3 themeConfig.assets.logo
 *   appMode: 'widget' | 'full'        // HOST-PROTOCOL §D; noUI never renders screens
 *   presentation: 'embedded' | 'standalone' // the host's sized iframe, or a page of its own
 *   sdkVersion: string                // getSDKVersion: 'v3' shows the arrow and the strip
 *   walletPosition: 'right' | 'left'  // getWalletPosition
 *   theme: 'light' | 'dark'           // resolveTheme({ chosen, appTheme })
 *   themeChoice: { chosen, choose }   // SPEC §3 local per-app theme: the user's, on Profile
 *   setIframeStyle(style): void       // the parent's setIframeStyle (called when embedded)
 *   closeWallet?(): void              // SPEC §4 wallet_close, standalone modes 1 and 2 only
 *   openRequestWindow?(id): void      // SPEC §2 `/:appId/permission`: a request in a popup
 *   openHostPopup?(url, onFailed): boolean // SPEC §7 openPopup: false where the host has none
 *   subscribeToExpand(listener)       // expandWallet, wallet_showCallsStatus → unsubscribe
 *   securityNag: { isShown, skip, dismiss } // SPEC §4 MFA nag; the core owns its storage rules
 *   backupNote: { isShown, dismiss }  // #16: MFA on, in a browser that deletes idle storage
 *   tour: { isShown, finish }         // SPEC §2, §4 orientation tour, until finished once
 *   data: ScreenData                  // exchange rates and on-ramps (below)
 *   logout(): void
 * }
 * ```
 */
export type WalletContextValue = {
  readonly engine: WalletEngine
  readonly address: string
  /** Who is logged in (SPEC §3 User info without keys or tokens), for the Profile screen. */
  readonly user: UserProfile
  /**
   * The account's private key, read from the login held in memory (SPEC §3, §4) when the user
   * confirmed the Profile screen's export. It is only shown: never stored, logged or sent.
   */
  readonly revealPrivateKey: () => `0x${string}`
  readonly appName: string
  readonly appLogo?: string
  /**
   * SPEC §2 `/:appId/permission` (issue #20): opens the permission page for this waiting request
   * in a popup on the wallet origin, which this frame answers (`startPermissionPages`). Absent
   * where no frame listens (the screens' test harness): the approvals then offer no such link.
   */
  readonly openRequestWindow?: (id: RequestId) => void
  /**
   * SPEC §7 openPopup: asks the host page to open `url` in its popup (and close it at logout);
   * false where the host did not announce it, and the caller opens the page itself. Absent
   * where no host is (the screens' test harness).
   */
  readonly openHostPopup?: (url: string, onFailed: () => void) => boolean
  /**
   * The host page's origin (where its handshake came from, one of the app's registered origins;
   * the wallet's own in a page of its own): what a sign-in message's domain must match (#17 SIWE).
   */
  readonly hostOrigin: () => string
  /**
   * HOST-PROTOCOL §D app mode: Widget shows the wallet only while a request needs the user (or
   * the host expands it); Full keeps the collapsed button on screen. Full also offers 'Do this
   * later' (SPEC §2).
   */
  readonly appMode: 'widget' | 'full'
  /** Embedded: the host's iframe, sized by the shell (SPEC §4); standalone: a page of its own. */
  readonly presentation: Presentation
  readonly sdkVersion: string
  readonly walletPosition: WidgetPosition
  /** What the screens render in: the user's choice, else the app's theme (SPEC §3). */
  readonly theme: Theme
  /**
   * SPEC §3 local per-app `theme` (#20): the user's own choice, kept for this app on this device
   * across logins; undefined follows the app's theme. Profile changes it.
   */
  readonly themeChoice: {
    readonly chosen: Theme | undefined
    readonly choose: (choice: Theme | undefined) => void
  }
  /** Sends a partial CSS declaration for the wallet iframe to the host page (SPEC §7). */
  readonly setIframeStyle: (style: Readonly<Record<string, string>>) => void
  /** SPEC §4: standalone modes 1 and 2 close the wallet through `wallet_close`; absent elsewhere. */
  readonly closeWallet?: () => void
  /**
   * Calls `listener` whenever the host asks to expand the wallet (`expandWallet`), or the app to
   * show one of its batches (EIP-5792 wallet_showCallsStatus: `target` names it).
   */
  readonly subscribeToExpand: (listener: (target: ExpandTarget | undefined) => void) => () => void
  /**
   * SPEC §2, §4: the 'Enhance your wallet security' banner; `skip` covers the next 3 logins,
   * `dismiss` (do-not-disturb) hides it for good on this device.
   */
  readonly securityNag: {
    readonly isShown: boolean
    readonly skip: () => void
    readonly dismiss: () => void
  }
  /**
   * #16: home's note that this browser (`purgesIdleStorage`) may delete the device factor after 7
   * days without a visit, shown to a login with MFA on until dismissed in this session.
   */
  readonly backupNote: { readonly isShown: boolean; readonly dismiss: () => void }
  /** SPEC §2, §4: the orientation tour, shown to a user who has not finished it. */
  readonly tour: { readonly isShown: boolean; readonly finish: () => void }
  readonly data: ScreenData
  readonly logout: () => void
}

/**
 * The outside services of the screens that are no chain's (`createScreenServices`): exchange
 * rates and the on-ramps. Balances, fees and simulations come from the engine's query options.
 */
export type ScreenData = {
  /** `createRatesClient({ baseUrl: ratesUrl })`; snapshot undefined = no fiat (SPEC §2). */
  readonly rates: {
    subscribe(listener: () => void): () => void
    snapshot(): ExchangeRates | undefined
  }
  /** SPEC §2 Buy and Sell through the on-ramps (below). */
  readonly onRamps: OnRampData
}

/**
 * The on-ramps of SPEC §2, §7: which chains they serve (`createOnRampClient`) and the provider's
 * page the Buy and Sell sheets open in a new tab once the user proceeds.
 */
export type OnRampData = {
  readonly subscribe: (listener: () => void) => () => void
  /** Undefined while there is no on-ramp data: Buy and Sell disabled with a reason. */
  readonly snapshot: () => OnRampNetworks | undefined
  /**
   * The page of `provider` for the current chain; only asked for a provider it serves, when the
   * user proceeds (a card Buy's order is followed from then on, into Activity of `networkId`).
   */
  readonly pageUrl: (request: {
    readonly kind: OnRampKind
    readonly provider: OnRampProvider
    readonly chainId: number
    readonly networkId: NetworkId
  }) => string
}

export const WalletContext = createContext<WalletContextValue | null>(null)

/** The wallet core's values for the logged-in screens; throws outside the provider. */
export function useWalletContext(): WalletContextValue {
  const value = useContext(WalletContext)
  if (!value) throw new Error('The logged-in screens need a WalletContext provider')
  return value
}

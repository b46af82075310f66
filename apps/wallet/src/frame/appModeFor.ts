import type { WalletPolicy } from '../app/AppConfig.js'
import type { AppModeName } from './FrameEngine.js'

/**
 * Where the login a frame holds came from: made in this very frame (`fresh`), or brought back
 * from storage (`restored`: the tab's stash, a reconnect) or another tab (`shared`).
 */
export type LoginSource = 'fresh' | 'restored' | 'shared'

export type AppModeForParameters = {
  /** What the host page asked (HOST-PROTOCOL §D getAppMode): a wish, never a permission. */
  readonly requested: AppModeName
  /** What the app's operator allowed (get-app-config). */
  readonly policy: WalletPolicy
  readonly loginSource: LoginSource
}

/**
 * The app mode a login runs in (docs/security.md, issue 15 finding 2). NoUI, where nothing needs
 * approval, only when the host asked for it, the app's operator allowed it and the login was made
 * in this frame: a script on a registered origin cannot open a second frame in NoUI and take over
 * a login the user made elsewhere. Otherwise a host asking NoUI gets Widget, the closest mode that
 * asks the user: hidden until a request needs approval.
 */
export function appModeFor(parameters: AppModeForParameters): AppModeName {
  const { requested, policy, loginSource } = parameters
  if (requested !== 'noUI') return requested
  return policy.isNoUiAllowed && loginSource === 'fresh' ? 'noUI' : 'widget'
}

import type { ServerChain } from '@tessera/engine'
import type { AppConfig } from '../app/AppConfig.js'
import type { SessionStore } from '../session/createSessionStore.js'
import type { LoggedInUser } from '../session/LoggedInUser.js'
import { appModeFor, type LoginSource } from './appModeFor.js'
import type { FrameStateStore } from './createFrameStateStore.js'
import type { HostLink } from './createHostLink.js'
import type { StartEngine } from './FrameEngine.js'
import { reportPendingCount } from './reportPendingCount.js'

export type LoginActivationParameters = {
  readonly appConfig: AppConfig
  readonly session: SessionStore
  readonly store: FrameStateStore
  readonly host: HostLink
  readonly chains: () => Promise<readonly ServerChain[]>
  readonly startEngine: StartEngine
  /** EIP-5792 wallet_showCallsStatus (issue #17): the app asked to show the user this batch. */
  readonly onShowCallsStatus: (callBatchId: string) => void
}

/** Starts a held login; `source` says where it came from (it decides the app mode). */
export type ActivateLogin = (
  user: LoggedInUser,
  options: { readonly source: LoginSource },
) => Promise<void>

/**
 * A login is held: start its engine and tell the host (SPEC §4: connect once per session). Its
 * app mode depends on where it came from: only a login made in this frame may run in NoUI
 * (`appModeFor`, docs/security.md).
 */
export function createLoginActivation(parameters: LoginActivationParameters): ActivateLogin {
  const { appConfig, session, store, host } = parameters
  return async (user, options) => {
    const { walletPolicy } = appConfig
    const appMode = appModeFor({
      requested: await host.appMode,
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
      onChainChanged: (chainId) => host.emit('chainChanged', { chainId }),
      hostOrigin: host.origin(),
      isNewLogin: options.source === 'fresh',
      // HOST-PROTOCOL §E: one address; none (after an EIP-2255 revoke) goes as [].
      onAccountsChanged: ([address]) => host.emit('accountsChanged', address ?? []),
      onShowCallsStatus: parameters.onShowCallsStatus,
    })
    if (session.current()?.address !== user.address) {
      engine.logout() // logged out while the engine started
      return
    }
    store.set({ status: 'loggedIn', user, engine, appMode })
    reportPendingCount(engine, store, host.sendPendingRequestCount)
    host.announceConnect()
    // SPEC §4: no app has gasless configured yet, so the wallet uses the owner's address.
    host.setAddressType('eoa')
  }
}

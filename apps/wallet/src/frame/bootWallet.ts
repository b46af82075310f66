import { fetchAppConfig, fetchChains, fetchFrameOrigins } from '../app/fetchGateway.js'
import { fetchKeyVerifiers } from '../app/fetchKeyVerifiers.js'
import { parseStandaloneMode } from '../app/parseStandaloneMode.js'
import { loadWalletConfig } from '../config/loadWalletConfig.js'
import { createAuthClient } from '../login/createAuthClient.js'
import { lazyFrameLogins } from '../login/lazyFrameLogins.js'
import { createLoginHelper } from '../messaging/createLoginHelper.js'
import { listenToLoginPages } from '../messaging/listenToLoginPages.js'
import { ParentChannel } from '../messaging/ParentChannel.js'
import { onMfaRestore } from '../mfa/mfaRestoreSignal.js'
import { reportSilently } from '../reportSilently.js'
import { createSessionStore } from '../session/createSessionStore.js'
import type { LocalStorageKeys, SessionStorageKeys } from '../session/walletStorageKeys.js'
import { createKeyVault } from '../storage/createKeyVault.js'
import { createScopedStorage } from '../storage/createScopedStorage.js'
import { loadVaultKey } from '../storage/loadVaultKey.js'
import { createWalletFrame, type WalletFrame } from './createWalletFrame.js'

const once = <value>(load: () => Promise<value>) => {
  let loaded: Promise<value> | undefined
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
}

/**
 * Starts the wallet core for `appId` in this page: runtime config, app config, storage, session,
 * logins, the broadcast helper and the login-page listener. In a frame (`framed`) it then
 * handshakes with the host, restricted to the app's registered origins; a full page (the login
 * chooser) runs the same core without a host.
 */
export async function bootWallet(
  appId: string,
  options: { framed: boolean },
): Promise<WalletFrame> {
  const walletOrigin = window.location.origin
  const config = await loadWalletConfig()
  const { gatewayUrl } = config
  const [appConfig, origins] = await Promise.all([
    fetchAppConfig(gatewayUrl, appId),
    options.framed ? fetchFrameOrigins(gatewayUrl, appId) : Promise.resolve([]),
  ])
  const scoped = { appId, onFallback: reportSilently }
  const local = createScopedStorage<LocalStorageKeys>({
    ...scoped,
    backend: () => window.localStorage,
  })
  const session = createSessionStore({
    local,
    tab: createScopedStorage<SessionStorageKeys>({
      ...scoped,
      backend: () => window.sessionStorage,
    }),
    vault: createKeyVault({ appId, loadKey: () => loadVaultKey(appId) }),
    reportSilently,
  })
  // Expired entries and logins an older wallet stored in the clear go before anything reads them.
  session.removeStale()
  const auth = createAuthClient({ authUrl: config.authUrl, appId })
  const frame = createWalletFrame({
    appId,
    standaloneMode: parseStandaloneMode(window.location.hash),
    isFramed: options.framed,
    walletOrigin,
    config,
    appConfig,
    session,
    chains: once(() => fetchChains(gatewayUrl, appId)),
    keyVerifiers: once(() => fetchKeyVerifiers(gatewayUrl, appId)),
    makeLogins: (hooks) =>
      lazyFrameLogins(async () =>
        (await import('../login/createFrameLogins.js')).createFrameLogins({
          auth,
          network: config.keyNetwork,
          family: appConfig.family,
          multiversxShard: appConfig.multiversxShard,
          // MFA (issue #16): the device factor from IndexedDB, else the restore prompt.
          mfa: (await import('../mfa/walletMfaOf.js')).walletMfaOf(appId).mfa,
          reportSilently,
          ...hooks,
        }),
      ),
    makeHelper: (hooks) => createLoginHelper({ appId, ...hooks }),
    startEngine: async (engine) =>
      (await import('./startEngine.js')).startEngine(engine, {
        local,
        services: {
          ...(config.nftIndexer ? { nftIndexer: config.nftIndexer } : {}),
          ...(config.solanaTokenListUrls ? { tokenListUrls: config.solanaTokenListUrls } : {}),
        },
      }),
    reportSilently,
  })
  listenToLoginPages(
    {
      appId,
      hostOrigin: frame.hostOrigin,
      isSocialPending: frame.logins.isSocialPending,
      linkExpiry: frame.logins.linkExpiry,
      completeSocial: frame.logins.completeSocial,
      reconnect: frame.reconnect,
    },
    { walletOrigin },
  )
  // HOST-PROTOCOL §C: a login waiting for the MFA restore tells the host (`message 'mfa_flow'`).
  onMfaRestore(appId, () => frame.announceMfaFlow())
  window.addEventListener('pagehide', () => frame.stash())
  if (options.framed) {
    const channel = await ParentChannel.connect({
      allowedOrigins: origins,
      handlers: frame.handlers,
    })
    void frame.attach(channel)
  }
  return frame
}

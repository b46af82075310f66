import type { FamilyServices, WalletEngine } from '@tessera/engine'
import { reportSilently } from '../reportSilently.js'
import { createRpcConfigStore } from '../session/createRpcConfigStore.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createActivitiesStore } from '../storage/createActivitiesStore.js'
import { createAppConnectionStore } from '../storage/createAppConnectionStore.js'
import { createAssetContractsStore } from '../storage/createAssetContractsStore.js'
import { createCallBatchesStore } from '../storage/createCallBatchesStore.js'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import type { StartEngine } from './FrameEngine.js'

/**
 * Builds the engine of the app's family for a login on the
 * networks remembered for its address (SPEC §3 'last RPC config per address'), else the app's
 * chains and default chain; every network change is remembered again. The user's added tokens
 * and NFTs are kept in per-app storage too (SPEC §3 'asset contracts per address and chain'),
 * and so are the activity history (SPEC §3 Activity; a failed save is W-136, logged only) and
 * the host's connection (EIP-2255, issue #17), which a new login makes, and the app's
 * wallet_sendCalls batches (EIP-5792, issue #17).
 * Loaded lazily, stores and family included: the login frame carries neither the engine nor any
 * chain library until someone logs in, and then only the app's family.
 */
export async function startEngine(
  parameters: Parameters<StartEngine>[0],
  services: {
    readonly local: ScopedStorage<LocalStorageKeys>
    /** The outside services of the wallet's config (SPEC §7): NFT indexer, token lists. */
    readonly services: FamilyServices
  },
): Promise<WalletEngine> {
  const { loadWalletFamily } = await import('@tessera/engine')
  const { user, appMode, isKeyExportAllowed } = parameters
  const family = await loadWalletFamily(parameters.family)
  const rpcConfigs = createRpcConfigStore(services.local)
  const appChains = family.networksOf(parameters.chains)
  const { chains, selectedNetworkId } = rpcConfigs.restore(user.address, appChains)
  const selected =
    selectedNetworkId ?? (chains.find((chain) => chain.defaultChain) ?? chains[0])?.id
  if (selected === undefined) throw new Error('the app has no chains')
  const remember = () =>
    rpcConfigs.save(user.address, {
      networks: engine.networks.list(),
      selectedNetworkId: engine.networks.selected().id,
      appChains,
    })
  const connection = createAppConnectionStore({
    local: services.local,
    origin: parameters.hostOrigin,
  })
  // Issue #17: logging in through the app consents to it seeing the address.
  if (parameters.isNewLogin) connection.save(Date.now())
  const engine = family.createEngine({
    privateKey: user.privateKey,
    chains,
    selectedNetworkId: selected,
    appMode,
    isKeyExportAllowed,
    assets: createAssetContractsStore({ local: services.local, address: user.address }),
    activities: createActivitiesStore({ local: services.local, address: user.address }),
    callBatches: createCallBatchesStore({ local: services.local, address: user.address }),
    services: services.services,
    connection,
    onSilentError: reportSilently,
    onEvent: (event) => {
      if (event.type === 'chainChanged' || event.type === 'networksChanged') remember()
      if (event.type === 'chainChanged')
        parameters.onChainChanged(engine.networks.chainIdOf(event.networkId))
      if (event.type === 'accountsChanged') parameters.onAccountsChanged(event.accounts)
      if (event.type === 'showCallsStatus') parameters.onShowCallsStatus(event.batchId)
    },
  })
  return engine
}

import type { NftIndexerConfig, WalletEngine } from '@tessera/engine'
import { privateKeyToAccount } from 'viem/accounts'
import { reportSilently } from '../reportSilently.js'
import { createRpcConfigStore } from '../session/createRpcConfigStore.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createActivitiesStore } from '../storage/createActivitiesStore.js'
import { createAssetContractsStore } from '../storage/createAssetContractsStore.js'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import type { StartEngine } from './FrameEngine.js'

/**
 * Builds the engine for a login (contracts.md @tessera/engine) on the networks remembered for
 * its address (SPEC §3 'last RPC config per address'), else the app's chains and default chain;
 * every network change is remembered again. The user's added tokens and NFTs are kept in per-app
 * storage too (SPEC §3 'asset contracts per address and chain'), and so is the activity history
 * (SPEC §3 Activity; a failed save is W-136, logged only). Loaded lazily, stores included: the
 * login frame does not carry the engine (nor its network checks) until someone logs in.
 */
export async function startEngine(
  parameters: Parameters<StartEngine>[0],
  services: {
    readonly local: ScopedStorage<LocalStorageKeys>
    /** The NFT indexer of the wallet's config, if any (SPEC §7). */
    readonly nftIndexer?: NftIndexerConfig
  },
): Promise<WalletEngine> {
  const { createAssetBook, createWalletEngine } = await import('@tessera/engine')
  const { user, appMode } = parameters
  const rpcConfigs = createRpcConfigStore(services.local)
  const appChains = parameters.chains
  const { chains, selectedChainId } = rpcConfigs.restore(user.address, appChains)
  const selected =
    selectedChainId ?? (chains.find((chain) => chain.defaultChain) ?? chains[0])?.chainId
  if (selected === undefined) throw new Error('the app has no chains')
  const remember = () =>
    rpcConfigs.save(user.address, {
      networks: engine.networks.list(),
      selectedChainId: engine.networks.selected().chainId,
      appChains,
    })
  const stored = createAssetContractsStore({ local: services.local, address: user.address })
  const engine = createWalletEngine({
    account: privateKeyToAccount(user.privateKey),
    privateKey: user.privateKey,
    chains,
    selectedChainId: selected,
    appMode,
    assets: createAssetBook({ assets: stored.load(), onChange: stored.save }),
    activities: createActivitiesStore({ local: services.local, address: user.address }),
    ...(services.nftIndexer ? { nftIndexer: services.nftIndexer } : {}),
    onSilentError: reportSilently,
    onEvent: (event) => {
      if (event.type === 'chainChanged' || event.type === 'networksChanged') remember()
      if (event.type === 'chainChanged') parameters.onChainChanged(event.chainId)
      if (event.type === 'accountsChanged') parameters.onAccountsChanged(event.address)
    },
  })
  return engine
}

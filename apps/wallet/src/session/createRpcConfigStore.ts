import {
  assertRpcUrlScheme,
  isExplorerUrl,
  type NetworkConfig,
  type NetworkId,
} from '@tessera/engine'
import { type ChainType, chainTypes } from '@tessera/protocol'
import {
  arrayField,
  asRecord,
  booleanField,
  numberField,
  optionalStringField,
  stringField,
} from '../parse/fields.js'
import { networkIdField } from '../parse/networkIdField.js'
import { addressKey } from '../storage/addressKey.js'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import { mergeNetworks, sameNetwork } from './mergeNetworks.js'
import type { LocalStorageKeys } from './walletStorageKeys.js'

/** What the wallet remembers of one address's networks (SPEC §3 'last RPC config per address'). */
export type RpcConfig = {
  /** The networks as the user left them: added, edited and deleted ones included. */
  readonly networks: readonly NetworkConfig[]
  readonly selectedNetworkId: NetworkId
  /**
   * The app's chains when saved. On restore an app chain not among them is new and joins, and a
   * network the user left as the app had it follows the app's current settings (a fixed RPC URL,
   * say); only what the user changed is kept.
   */
  readonly appChains: readonly NetworkConfig[]
}

export type RpcConfigStore = ReturnType<typeof createRpcConfigStore>

/**
 * The networks and selected network per address (SPEC §3 local per-app storage, 'last RPC
 * config per address'), kept in the app-id-prefixed storage, so what a user added or edited and
 * the network they chose survive a reload (in memory only when storage fails, W-140).
 */
export function createRpcConfigStore(local: ScopedStorage<LocalStorageKeys>) {
  const keyOf = addressKey
  const remembered = (address: string) => parseRpcConfig(local.get('rpcConfig')?.[keyOf(address)])
  /** What each address's engine on this page started from, or was last saved as. */
  const baselines = new Map<string, readonly NetworkConfig[]>()
  return {
    /**
     * The networks to start `address`'s engine with: the remembered ones (the app's current
     * settings where the user changed nothing) plus app chains added since, and the remembered
     * selection while it still exists; the app's chains when nothing (readable) is remembered.
     */
    restore(
      address: string,
      appChains: readonly NetworkConfig[],
    ): { readonly chains: readonly NetworkConfig[]; readonly selectedNetworkId?: NetworkId } {
      const config = remembered(address)
      const chains = config ? currentNetworks(config, appChains) : appChains
      baselines.set(keyOf(address), chains)
      return config && chains.some((chain) => chain.id === config.selectedNetworkId)
        ? { chains, selectedNetworkId: config.selectedNetworkId }
        : { chains }
    },
    /**
     * Remembers `address`'s networks, merged with what another tab of the app stored since this
     * page restored or saved them (`mergeNetworks`), so neither tab's change is lost.
     */
    save(address: string, config: RpcConfig): void {
      const stored = remembered(address)
      const base = baselines.get(keyOf(address))
      const networks =
        stored && base
          ? mergeNetworks({
              base,
              ours: config.networks,
              theirs: currentNetworks(stored, config.appChains),
              selectedNetworkId: config.selectedNetworkId,
            })
          : config.networks
      baselines.set(keyOf(address), config.networks)
      local.set('rpcConfig', {
        ...local.get('rpcConfig'),
        [keyOf(address)]: { ...config, networks },
      })
    },
  }
}

/**
 * A remembered config's networks as they stand with the app's chains now: a network the user
 * left as the app had it takes the app's current settings, and app chains not known then join.
 */
function currentNetworks(
  remembered: RpcConfig,
  appChains: readonly NetworkConfig[],
): NetworkConfig[] {
  const byId = (list: readonly NetworkConfig[], id: NetworkId) =>
    list.find((network) => network.id === id)
  const current = (network: NetworkConfig) => {
    const now = byId(appChains, network.id)
    return now && sameNetwork(byId(remembered.appChains, network.id), network) ? now : network
  }
  const isKnown = (id: NetworkId) =>
    byId(remembered.appChains, id) !== undefined || byId(remembered.networks, id) !== undefined
  return [...remembered.networks.map(current), ...appChains.filter((chain) => !isKnown(chain.id))]
}

/**
 * A remembered config with at least one network, or undefined when absent or not one (old or
 * tampered storage).
 */
function parseRpcConfig(value: unknown): RpcConfig | undefined {
  if (value === undefined) return undefined
  try {
    const record = asRecord(value, 'rpcConfig')
    const networks = arrayField(record, 'networks').map(parseNetworkConfig)
    if (networks.length === 0) return undefined
    return {
      networks,
      selectedNetworkId: networkIdField(record, 'selectedNetworkId', 'selectedChainId'),
      appChains: arrayField(record, 'appChains').map(parseNetworkConfig),
    }
  } catch {
    // Unreadable: the app's chains are used, and the next change overwrites it.
    return undefined
  }
}

const isChainType = (value: string | undefined): value is ChainType =>
  (chainTypes as readonly (string | undefined)[]).includes(value)

function parseNetworkConfig(value: unknown): NetworkConfig {
  const record = asRecord(value, 'network')
  const currency = asRecord(record.nativeCurrency, 'nativeCurrency')
  const strings = (name: string) =>
    arrayField(record, name).filter((item): item is string => typeof item === 'string')
  const rpcUrls = strings('rpcUrls')
  // Checked as the Add network form checks them: stored data is not trusted either.
  if (rpcUrls.length === 0) throw new Error('rpcUrls')
  for (const rpcUrl of rpcUrls) assertRpcUrlScheme(rpcUrl)
  const decimals = numberField(currency, 'decimals')
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new Error('decimals')
  const chainType = optionalStringField(record, 'chainType')
  const favicon = optionalStringField(record, 'favicon')
  return {
    id: networkIdField(record, 'id', 'chainId'),
    chainName: stringField(record, 'chainName'),
    rpcUrls,
    // Links the wallet renders: only those it may link to (issue #15 finding 7).
    blockExplorerUrls: strings('blockExplorerUrls').filter(isExplorerUrl),
    nativeCurrency: {
      symbol: stringField(currency, 'symbol'),
      name: stringField(currency, 'name'),
      decimals,
    },
    isCustom: booleanField(record, 'isCustom'),
    ...(favicon ? { favicon } : {}),
    ...(isChainType(chainType) ? { chainType } : {}),
    ...(typeof record.defaultChain === 'boolean' ? { defaultChain: record.defaultChain } : {}),
  }
}

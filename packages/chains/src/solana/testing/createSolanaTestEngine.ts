import type { CreateWalletEngineParameters } from '@tessera/engine'
import { createWalletEngine } from '@tessera/engine'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { EngineEvent } from '../../requests/EngineEvent.js'
import { type SolanaCluster, solanaClusters } from '../networks/solanaClusters.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { solanaTestPrivateKey } from './solanaTestAccount.js'

const [, , devnet] = solanaClusters as readonly [SolanaCluster, SolanaCluster, SolanaCluster]

/** A Solana network config for tests: devnet's id on `rpcUrl` (unreachable unless given). */
export function solanaTestNetwork(
  rpcUrl = 'http://127.0.0.1:9',
  cluster: SolanaCluster = devnet,
): NetworkConfig {
  return {
    id: cluster.networkId,
    chainName: `Solana ${cluster.name}`,
    rpcUrls: [rpcUrl],
    blockExplorerUrls: ['https://explorer.solana.com?cluster=devnet'],
    nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
    isCustom: false,
    chainType: 'solana_cv25519',
  }
}

/** An engine of the Solana adapter on one network (selected), in widget mode, recording events. */
export function createSolanaTestEngine(
  overrides: Partial<CreateWalletEngineParameters> & { readonly rpcUrl?: string } = {},
) {
  const { rpcUrl, ...rest } = overrides
  const network = solanaTestNetwork(rpcUrl)
  const events: EngineEvent[] = []
  const engine = createWalletEngine({
    adapter: solanaAdapter,
    privateKey: solanaTestPrivateKey,
    chains: [network],
    selectedNetworkId: network.id,
    appMode: 'widget',
    isKeyExportAllowed: false,
    onEvent: (event) => events.push(event),
    ...rest,
  })
  return { engine, events, network }
}

import {
  createDefaultRpcTransport,
  createRpc,
  createSolanaRpcApi,
  DEFAULT_RPC_CONFIG,
  type SolanaRpcApi,
} from '@solana/kit'
import { WalletError } from '@tessera/errors'
import { solanaCommitment } from '@tessera/protocol'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { SolanaClient } from '../SolanaContext.js'

/**
 * A client of the network's first RPC URL. Every call that takes a commitment is sent at
 * `confirmed` unless it names one (SPEC §9, K-030): kit adds it to each request.
 */
export function createSolanaClient(network: NetworkConfig): SolanaClient {
  const url = network.rpcUrls[0]
  if (!url) throw new WalletError('W-123', { details: `${network.id} has no RPC` })
  return createRpc({
    api: createSolanaRpcApi<SolanaRpcApi>({
      ...DEFAULT_RPC_CONFIG,
      defaultCommitment: solanaCommitment,
    }),
    transport: createDefaultRpcTransport({ url }),
  })
}

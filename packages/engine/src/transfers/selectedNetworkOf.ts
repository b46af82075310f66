import { WalletError } from '@tessera/errors'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { EngineContext } from '../requests/MethodRow.js'
import type { Transfer } from './Transfer.js'

/**
 * The selected network, which must be the one the transfer was made on: after a network switch
 * the form is stale, W-130 (make the request again).
 */
export function selectedNetworkOf(transfer: Transfer, context: EngineContext): NetworkConfig {
  const selected = context.networks.selected()
  if (transfer.chainId !== selected.chainId)
    throw new WalletError('W-130', {
      details: `transfer on chain ${transfer.chainId}, ${selected.chainId} is selected`,
    })
  return selected
}

import type { FamilyContext, NetworkConfig, Transfer } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * The selected network, which must be the one the transfer was made on: after a network switch
 * the form is stale, W-130 (make the request again).
 */
export function selectedNetworkOf(transfer: Transfer, context: FamilyContext): NetworkConfig {
  const selected = context.networks.selected()
  if (transfer.networkId !== selected.id)
    throw new WalletError('W-130', {
      details: `transfer on ${transfer.networkId}, ${selected.id} is selected`,
    })
  return selected
}

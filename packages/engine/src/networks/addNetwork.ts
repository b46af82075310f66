import { WalletError } from '@tessera/errors'
import { assertRpcReportsChainId } from './assertRpcReportsChainId.js'
import type { NetworkStore } from './createNetworkStore.js'
import { customNetwork } from './customNetwork.js'
import type { NetworkForm } from './NetworkForm.js'
import { parseNetworkForm } from './parseNetworkForm.js'

/**
 * SPEC §5 Add network: the form's checks, an RPC URL no network uses (W-101), an RPC answering
 * the entered chain id (W-122, else W-123); then the network is added and selected.
 *
 * A chain id that already exists is not refused with W-102 (V-004) but gets its RPC replaced
 * and is selected (V-010): SPEC §5 names that case for adding, as for wallet_addEthereumChain,
 * so both share `addOrReplace`; W-102 is the Edit network check (a chain id *another* network has).
 */
export async function addNetwork(networks: NetworkStore, form: NetworkForm): Promise<void> {
  const fields = parseNetworkForm(form)
  if (networks.findByRpcUrl(fields.rpcUrl)) throw new WalletError('W-101')
  await assertRpcReportsChainId(fields.rpcUrl, fields.chainId)
  networks.addOrReplace(customNetwork(fields))
}

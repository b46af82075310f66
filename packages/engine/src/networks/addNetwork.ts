import type { NetworkForm, NetworkForms } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import type { NetworkStore } from './createNetworkStore.js'

/**
 * SPEC §5 Add network: the form's checks (the family's), an RPC URL no network uses (W-101), an
 * RPC answering the entered chain id (W-122, else W-123); then the network is added and selected.
 *
 * A chain id that already exists is not refused with W-102 (V-004) but gets its RPC replaced
 * and is selected (V-010): SPEC §5 names that case for adding, as for wallet_addEthereumChain,
 * so both share `addOrReplace`; W-102 is the Edit network check (a chain id *another* network has).
 */
export async function addNetwork(
  networks: NetworkStore,
  forms: NetworkForms,
  form: NetworkForm,
): Promise<void> {
  const network = forms.parseForm(form)
  if (network.rpcUrls.some((rpcUrl) => networks.findByRpcUrl(rpcUrl)))
    throw new WalletError('W-101')
  await forms.assertRpcServes(network)
  networks.addOrReplace(network)
}

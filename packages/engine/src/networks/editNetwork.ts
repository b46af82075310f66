import type { NetworkForm, NetworkForms, NetworkId } from '@tessera/chains'
import type { NetworkStore } from './createNetworkStore.js'

/**
 * SPEC §5 Edit network: the form's checks; not the selected network (W-103); an RPC URL and a
 * chain id no other network has (W-101, W-102), checked before the RPC is asked and again
 * after, when the list may have changed; an RPC answering the entered chain id (W-122, W-123).
 * The network keeps what the form does not show (custom or not, decimals, type).
 */
export async function editNetwork(
  networks: NetworkStore,
  forms: NetworkForms,
  id: NetworkId,
  form: NetworkForm,
): Promise<void> {
  const edited = forms.parseForm(form, networks.require(id))
  networks.assertCanEdit(id, edited)
  await forms.assertRpcServes(edited)
  networks.edit(id, edited)
}

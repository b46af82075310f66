import { assertRpcReportsChainId } from './assertRpcReportsChainId.js'
import type { NetworkStore } from './createNetworkStore.js'
import type { NetworkForm } from './NetworkForm.js'
import { parseNetworkForm } from './parseNetworkForm.js'

/**
 * SPEC §5 Edit network: the form's checks; not the selected network (W-103); an RPC URL and a
 * chain id no other network has (W-101, W-102), checked before the RPC is asked and again
 * after, when the list may have changed; an RPC answering the entered chain id (W-122, W-123).
 * The network keeps what the form does not show (custom or not, decimals, type).
 */
export async function editNetwork(
  networks: NetworkStore,
  chainId: number,
  form: NetworkForm,
): Promise<void> {
  const fields = parseNetworkForm(form)
  const existing = networks.require(chainId)
  const edited = {
    ...existing,
    chainId: fields.chainId,
    chainName: fields.chainName,
    rpcUrls: [fields.rpcUrl],
    blockExplorerUrls: fields.explorerUrl ? [fields.explorerUrl] : [],
    nativeCurrency: {
      ...existing.nativeCurrency,
      symbol: fields.symbol,
      name:
        fields.symbol === existing.nativeCurrency.symbol
          ? existing.nativeCurrency.name
          : fields.symbol,
    },
  }
  networks.assertCanEdit(chainId, edited)
  await assertRpcReportsChainId(fields.rpcUrl, fields.chainId)
  networks.edit(chainId, edited)
}

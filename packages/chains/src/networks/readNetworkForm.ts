import { WalletError } from '@tessera/errors'
import { assertRpcUrlScheme } from './assertRpcUrlScheme.js'
import { assertExplorerUrl } from './isExplorerUrl.js'
import type { NetworkForm } from './NetworkForm.js'

export type ReadNetworkFormErrorType = WalletError<'W-110' | 'invalid_params'>

/**
 * SPEC §5 Add/Edit network, the checks every family shares: the fields trimmed, every one but
 * Explorer URL required (W-110), the RPC URL http(s) or ws(s) ('unsupported protocol scheme'),
 * an Explorer URL, when given, https (http only for localhost): the wallet links to it.
 */
export function readNetworkForm(form: NetworkForm): NetworkForm {
  const [chainName, rpcUrl, currencySymbol, chainId, explorerUrl] = [
    form.chainName,
    form.rpcUrl,
    form.currencySymbol,
    form.chainId,
    form.explorerUrl,
  ].map((value) => value.trim()) as [string, string, string, string, string]
  if (!chainName || !rpcUrl || !currencySymbol || !chainId) throw new WalletError('W-110')
  assertRpcUrlScheme(rpcUrl)
  if (explorerUrl) assertExplorerUrl(explorerUrl)
  return { chainName, rpcUrl, currencySymbol, chainId, explorerUrl }
}

import { WalletError } from '@tessera/errors'
import { parseChainId } from '../requests/parseChainId.js'
import { assertRpcUrlScheme } from './assertRpcUrlScheme.js'
import type { NetworkFields } from './customNetwork.js'
import type { NetworkForm } from './NetworkForm.js'

export type ParseNetworkFormErrorType = WalletError<'W-110' | 'W-122' | 'invalid_params'>

/**
 * SPEC §5 Add/Edit network, the checks on the form alone: every field but Explorer URL is
 * required (W-110), the RPC URL is http(s) or ws(s) ('unsupported protocol scheme'), and a chain
 * id that is no number cannot match the RPC's (W-122).
 */
export function parseNetworkForm(form: NetworkForm): NetworkFields {
  const [chainName, rpcUrl, symbol, chainIdText, explorerUrl] = [
    form.chainName,
    form.rpcUrl,
    form.currencySymbol,
    form.chainId,
    form.explorerUrl,
  ].map((value) => value.trim()) as [string, string, string, string, string]
  if (!chainName || !rpcUrl || !symbol || !chainIdText) throw new WalletError('W-110')
  assertRpcUrlScheme(rpcUrl)
  const chainId = parseChainId(chainIdText)
  if (chainId === undefined)
    throw new WalletError('W-122', { details: `${chainIdText} is not a chain id` })
  return { chainId, chainName, rpcUrl, symbol, ...(explorerUrl ? { explorerUrl } : {}) }
}

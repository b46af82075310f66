import { WalletError } from '@tessera/errors'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { NetworkForm } from '../../networks/NetworkForm.js'
import { readNetworkForm } from '../../networks/readNetworkForm.js'
import { evmNetworkId } from '../evmChainId.js'
import { parseChainId } from '../requests/parseChainId.js'
import { customNetwork } from './customNetwork.js'

export type ParseEvmNetworkFormErrorType = WalletError<'W-110' | 'W-122' | 'invalid_params'>

/**
 * SPEC §5 Add/Edit network on EVM, the checks on the form alone: those every family shares, and a
 * chain id (hex or decimal) that is a number, else it cannot match the RPC's (W-122). A new
 * network is custom (SPEC §3: 18 decimals); an edited one keeps what the form does not show.
 */
export function parseEvmNetworkForm(form: NetworkForm, existing?: NetworkConfig): NetworkConfig {
  const fields = readNetworkForm(form)
  const chainId = parseChainId(fields.chainId)
  if (chainId === undefined)
    throw new WalletError('W-122', { details: `${fields.chainId} is not a chain id` })
  const explorerUrls = fields.explorerUrl ? [fields.explorerUrl] : []
  if (!existing)
    return customNetwork({
      chainId,
      chainName: fields.chainName,
      rpcUrl: fields.rpcUrl,
      symbol: fields.currencySymbol,
      ...(fields.explorerUrl ? { explorerUrl: fields.explorerUrl } : {}),
    })
  const { symbol, name } = existing.nativeCurrency
  return {
    ...existing,
    id: evmNetworkId(chainId),
    chainName: fields.chainName,
    rpcUrls: [fields.rpcUrl],
    blockExplorerUrls: explorerUrls,
    nativeCurrency: {
      ...existing.nativeCurrency,
      symbol: fields.currencySymbol,
      name: fields.currencySymbol === symbol ? name : fields.currencySymbol,
    },
  }
}

import { assertRpcUrlScheme } from '../../networks/assertRpcUrlScheme.js'
import { explorerUrlNotAllowed, isExplorerUrl } from '../../networks/isExplorerUrl.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import type { EvmContext } from '../EvmContext.js'
import { customNetwork } from '../networks/customNetwork.js'
import { parseChainId } from '../requests/parseChainId.js'
import { requiredParamsMissing, rpcUrlExists } from '../requests/requestTexts.js'

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * wallet_addEthereumChain [{ chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls }]
 * checked as SPEC §5 says, with nothing fetched: chainName, a non-empty first rpcUrl, chainId and
 * nativeCurrency.symbol ('required params missing'); an RPC URL of a supported scheme that no
 * other network uses; block explorer URLs the wallet may link to (https, http only for
 * localhost). That the RPC reports the chain id is checked after approval
 * (`wallet_addEthereumChain`, issue #15 finding 7).
 */
export function parseAddChainParams(params: unknown, context: EvmContext): NetworkConfig {
  const input = paramAt(params, 0)
  if (!isRecord(input)) throw invalidParams(requiredParamsMissing)
  const { chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = input
  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
  const chainId = parseChainId(input.chainId)
  if (
    !nonEmptyString(chainName) ||
    !nonEmptyString(rpcUrl) ||
    chainId === undefined ||
    !isRecord(nativeCurrency) ||
    !nonEmptyString(nativeCurrency.symbol)
  )
    throw invalidParams(requiredParamsMissing)
  assertRpcUrlScheme(rpcUrl)
  if (context.networks.findByRpcUrl(rpcUrl)) throw invalidParams(rpcUrlExists(rpcUrl))
  const explorers = Array.isArray(blockExplorerUrls) ? blockExplorerUrls : []
  for (const url of explorers)
    if (url !== '' && (typeof url !== 'string' || !isExplorerUrl(url)))
      throw invalidParams(explorerUrlNotAllowed)
  const explorer = explorers[0]
  return customNetwork({
    chainId,
    chainName,
    rpcUrl,
    symbol: nativeCurrency.symbol,
    ...(nonEmptyString(explorer) ? { explorerUrl: explorer } : {}),
    ...(nonEmptyString(nativeCurrency.name) ? { currencyName: nativeCurrency.name } : {}),
    ...(typeof nativeCurrency.decimals === 'number' ? { decimals: nativeCurrency.decimals } : {}),
  })
}

import { isExplorerUrl } from '../networks/isExplorerUrl.js'
import type { NetworkConfig } from '../networks/NetworkConfig.js'

/**
 * The page of a transaction on the network's first block explorer (`…/tx/<id>`, keeping a query
 * such as Solana's `?cluster=devnet`); null when the network has none, or one the wallet may not
 * link to (`isExplorerUrl`).
 */
export function explorerTransactionUrl(network: NetworkConfig, id: string): string | null {
  const explorer = network.blockExplorerUrls[0]
  if (!explorer || !isExplorerUrl(explorer)) return null
  const url = new URL(explorer)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(id)}`
  return url.toString()
}

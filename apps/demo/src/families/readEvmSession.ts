import type { DemoProvider } from '../adapters/WalletAdapter.js'
import type { Session } from '../hooks/useSession.js'
import { parseChainId } from '../log/parseChainId.js'

/** An EVM dapp's view of the session: `eth_accounts` and `eth_chainId`. */
export async function readEvmSession(provider: DemoProvider): Promise<Session> {
  const [accounts, chainId] = await Promise.all([
    provider.request({ method: 'eth_accounts' }),
    provider.request({ method: 'eth_chainId' }),
  ])
  const address = Array.isArray(accounts) ? accounts[0] : undefined
  return {
    address: typeof address === 'string' ? address : undefined,
    chainId: parseChainId(chainId),
  }
}

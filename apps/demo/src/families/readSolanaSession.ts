import type { SolanaWalletApi } from '../adapters/SolanaWalletApi.js'
import type { DemoChain } from '../config/DemoRuntimeConfig.js'
import type { Session } from '../hooks/useSession.js'

/** A Solana dapp's view of the session: `getAccounts`, on the app's one cluster. */
export async function readSolanaSession(
  solana: SolanaWalletApi,
  chains: readonly DemoChain[],
): Promise<Session> {
  const [address] = await solana.getAccounts()
  return { address, chainId: chains[0]?.id }
}

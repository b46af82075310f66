import type { SolanaWalletAdapter } from '../adapters/SolanaWalletApi.js'
import { SolanaActionsPanel } from '../components/SolanaActionsPanel/SolanaActionsPanel.js'
import { requireSolanaApp } from '../config/requireSolanaApp.js'
import type { DemoFamily } from './DemoFamily.js'
import { readSolanaSession } from './readSolanaSession.js'

/** The Solana demo app: its cluster and the requests of a Solana dapp (SPEC §7). */
export const solanaFamily: DemoFamily<SolanaWalletAdapter> = {
  chainsOf: (config) => {
    const { chainId, rpcUrl } = requireSolanaApp(config)
    return [{ id: chainId, name: 'Solana Devnet (local)', rpcUrl }]
  },
  readSession: (adapter, chains) => readSolanaSession(adapter.solana, chains),
  renderActions: ({ adapter, session, chains, run }) => (
    <SolanaActionsPanel solana={adapter.solana} session={session} chains={chains} run={run} />
  ),
}

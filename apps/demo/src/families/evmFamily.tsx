import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import { ActionsPanel } from '../components/ActionsPanel/ActionsPanel.js'
import type { DemoFamily } from './DemoFamily.js'
import { readEvmSession } from './readEvmSession.js'

/** The EVM demo app: the devnet chains and the EIP-1193 requests of an ordinary dapp. */
export const evmFamily: DemoFamily<WalletAdapter> = {
  chainsOf: (config) => config.chains,
  readSession: (adapter) => readEvmSession(adapter.provider),
  renderActions: ({ adapter, session, chains, run }) => (
    <ActionsPanel provider={adapter.provider} session={session} chains={chains} run={run} />
  ),
}

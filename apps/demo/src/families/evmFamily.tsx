import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import { ActionsPanel } from '../components/ActionsPanel/ActionsPanel.js'
import { FaucetPanel } from '../components/FaucetPanel/FaucetPanel.js'
import type { DemoFamily } from './DemoFamily.js'
import { readEvmSession } from './readEvmSession.js'

/**
 * The EVM demo app: the devnet chains and the EIP-1193 requests of an ordinary dapp, with the
 * local testnet's faucet when the demo backend runs.
 */
export const evmFamily: DemoFamily<WalletAdapter> = {
  chainsOf: (config) => config.chains,
  readSession: (adapter) => readEvmSession(adapter.provider),
  renderActions: ({ adapter, config, session, chains, run }) => (
    <>
      {config.appBackendUrl && (
        <FaucetPanel appBackendUrl={config.appBackendUrl} session={session} run={run} />
      )}
      <ActionsPanel provider={adapter.provider} session={session} chains={chains} run={run} />
    </>
  ),
}

import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import { FaucetPanel } from '../components/FaucetPanel/FaucetPanel.js'
import type { DemoFamily } from '../families/DemoFamily.js'
import { evmFamily } from '../families/evmFamily.js'
import { type DappLibrary, DappPanel } from './DappPanel.js'

/**
 * A dapp page: the EVM demo app's logins and session, the faucet, and a dapp written with
 * `library` in place of the demo's raw EIP-1193 requests.
 */
export function dappFamily(library: DappLibrary): DemoFamily<WalletAdapter> {
  return {
    ...evmFamily,
    renderActions: ({ config, session, chains, run }) => (
      <>
        {config.appBackendUrl && (
          <FaucetPanel appBackendUrl={config.appBackendUrl} session={session} run={run} />
        )}
        <DappPanel library={library} chains={chains} run={run} />
      </>
    ),
  }
}

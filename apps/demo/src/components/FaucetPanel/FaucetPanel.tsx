import type { RunAction } from '../../hooks/useActivityLog.js'
import type { Session } from '../../hooks/useSession.js'
import { requestTestEth } from '../../requests/requestTestEth.js'

export type FaucetPanelProps = { appBackendUrl: string; session: Session; run: RunAction }

/**
 * The local testnet's faucet (issue #17): a new wallet gets test ETH from the demo backend, once
 * per address and chain per hour, on the chain the wallet is on.
 */
export function FaucetPanel({ appBackendUrl, session, run }: FaucetPanelProps) {
  return (
    <section className="card" aria-labelledby="faucet-heading">
      <h2 id="faucet-heading">Local testnet</h2>
      <p className="muted">
        A new wallet holds no ETH: get 1 test ETH on the wallet's chain, once an hour.
      </p>
      <div className="buttons">
        <button
          type="button"
          data-testid="faucet-request"
          onClick={() =>
            run('faucet', async () => {
              const { address, chainId } = session
              if (address === undefined || chainId === undefined)
                throw new Error('Log in first: the faucet pays the logged-in address')
              return requestTestEth(appBackendUrl, address, chainId)
            })
          }
        >
          Get test ETH
        </button>
      </div>
    </section>
  )
}

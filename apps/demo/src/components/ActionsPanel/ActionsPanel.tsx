import { useState } from 'react'
import type { DemoProvider } from '../../adapters/WalletAdapter.js'
import type { DemoChain } from '../../config/DemoRuntimeConfig.js'
import type { RunAction } from '../../hooks/useActivityLog.js'
import type { Session } from '../../hooks/useSession.js'
import { parseChainId } from '../../log/parseChainId.js'
import {
  addChainRequest,
  type DemoRequest,
  personalSignRequest,
  requestAccountsRequest,
  sendTransactionRequest,
  signTypedDataRequest,
  switchChainRequest,
  watchAssetRequest,
} from '../../requests/demoRequests.js'
import { TextField } from '../TextField/TextField.js'

export type ActionsPanelProps = {
  provider: DemoProvider
  session: Session
  chains: readonly DemoChain[]
  run: RunAction
}

/** The EIP-1193 requests a dapp makes: accounts, signatures, a transfer, chains and assets. */
export function ActionsPanel({ provider, session, chains, run }: ActionsPanelProps) {
  const [message, setMessage] = useState('Hello from the Tessera demo')

  const send = (label: string, build: () => Promise<DemoRequest> | DemoRequest) =>
    run(label, async () => provider.request(await build()))

  const address = async () =>
    session.address ?? firstAccount(await provider.request({ method: 'eth_accounts' }))
  const chainId = async () =>
    session.chainId ?? requireChainId(await provider.request({ method: 'eth_chainId' }))

  return (
    <section className="card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Requests</h2>
      <div className="buttons">
        <button
          type="button"
          data-testid="request-accounts"
          onClick={() => send('eth_requestAccounts', requestAccountsRequest)}
        >
          eth_requestAccounts
        </button>
      </div>
      <TextField
        label="Message to sign"
        value={message}
        onChange={setMessage}
        testId="message-input"
      />
      <div className="buttons">
        <button
          type="button"
          data-testid="personal-sign"
          onClick={() =>
            send('personal_sign', async () => personalSignRequest(await address(), message))
          }
        >
          personal_sign
        </button>
        <button
          type="button"
          data-testid="sign-typed-data"
          onClick={() =>
            send('eth_signTypedData_v4', async () =>
              signTypedDataRequest(await address(), await chainId()),
            )
          }
        >
          eth_signTypedData_v4
        </button>
        <button
          type="button"
          data-testid="sign-typed-data-other-chain"
          onClick={() =>
            send('eth_signTypedData_v4:other-chain', async () =>
              signTypedDataRequest(await address(), (await chainId()) + 1),
            )
          }
        >
          Typed data for another chain
        </button>
        <button
          type="button"
          data-testid="send-transaction"
          onClick={() =>
            send('eth_sendTransaction', async () => sendTransactionRequest(await address()))
          }
        >
          Send 0.001 ETH
        </button>
        <button
          type="button"
          data-testid="watch-asset"
          onClick={() => send('wallet_watchAsset', watchAssetRequest)}
        >
          Watch TUSD
        </button>
      </div>
      <h3>Chains</h3>
      <ul className="chains">
        {chains.map((chain) => (
          <li key={chain.id}>
            <span>
              {chain.name} <small>({chain.id})</small>
            </span>
            <button
              type="button"
              data-testid={`switch-chain-${chain.id}`}
              onClick={() =>
                send(`wallet_switchEthereumChain:${chain.id}`, () => switchChainRequest(chain))
              }
            >
              Switch
            </button>
            <button
              type="button"
              data-testid={`add-chain-${chain.id}`}
              onClick={() =>
                send(`wallet_addEthereumChain:${chain.id}`, () => addChainRequest(chain))
              }
            >
              Add
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function firstAccount(accounts: unknown): string {
  const account = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof account !== 'string') throw new Error('No account: log in first')
  return account
}

function requireChainId(value: unknown): number {
  const chainId = parseChainId(value)
  if (chainId === undefined)
    throw new Error(`The wallet answered an invalid chain id: ${String(value)}`)
  return chainId
}

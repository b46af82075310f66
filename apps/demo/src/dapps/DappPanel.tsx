import { useMemo, useState } from 'react'
import type { DemoProvider } from '../adapters/WalletAdapter.js'
import type { DemoChain } from '../config/DemoRuntimeConfig.js'
import type { RunAction } from '../hooks/useActivityLog.js'
import type { DappClient } from './dappScenario.js'
import { useAnnouncedWallets } from './useAnnouncedWallets.js'

/** A dapp library and how the dapp's actions are written with it. */
export type DappLibrary = {
  /** Shown in the panel's heading, e.g. `viem`. */
  readonly name: string
  createClient(provider: DemoProvider, chains: readonly DemoChain[]): DappClient
}

export type DappPanelProps = { library: DappLibrary; chains: readonly DemoChain[]; run: RunAction }

/**
 * A dapp that knows nothing of Tessera: it finds the page's wallet through EIP-6963 and drives it
 * with `library`'s own calls. Each button logs its result as `dapp:<action>`.
 */
export function DappPanel({ library, chains, run }: DappPanelProps) {
  const [wallet] = useAnnouncedWallets()
  const client = useMemo(
    () => wallet && library.createClient(wallet.provider, chains),
    [wallet, library, chains],
  )
  const [batchId, setBatchId] = useState<string>()

  const act = (action: string, task: (dapp: DappClient) => Promise<unknown>) =>
    run(`dapp:${action}`, async () => {
      if (!client) throw new Error('No wallet announced itself through EIP-6963')
      return task(client)
    })

  const actions = [
    ['connect', 'Connect', (dapp: DappClient) => dapp.connect()],
    ['signMessage', 'Sign a message', (dapp: DappClient) => dapp.signMessage()],
    ['signTypedData', 'Sign typed data', (dapp: DappClient) => dapp.signTypedData()],
    ['sendTransaction', 'Send 0.001 ETH', (dapp: DappClient) => dapp.sendTransaction()],
    ['deployContract', 'Deploy a contract', (dapp: DappClient) => dapp.deployContract()],
    [
      'sendCalls',
      'Send two calls',
      async (dapp: DappClient) => {
        const id = await dapp.sendCalls()
        setBatchId(id)
        return { id }
      },
    ],
  ] as const

  return (
    <section className="card" aria-labelledby="dapp-heading">
      <h2 id="dapp-heading">
        A dapp written with <span data-testid="dapp-library">{library.name}</span>
      </h2>
      <p className="muted" data-testid="dapp-wallet" data-rdns={wallet?.info.rdns ?? ''}>
        {wallet
          ? `Wallet found through EIP-6963: ${wallet.info.name} (${wallet.info.rdns})`
          : 'No wallet announced itself through EIP-6963 yet'}
      </p>
      <div className="buttons">
        {actions.map(([action, label, task]) => (
          <button
            key={action}
            type="button"
            data-testid={`dapp-${action}`}
            onClick={() => act(action, task)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          data-testid="dapp-waitForCalls"
          disabled={batchId === undefined}
          onClick={() => batchId && act('waitForCalls', (dapp) => dapp.waitForCalls(batchId))}
        >
          Wait for the calls
        </button>
        <button
          type="button"
          data-testid="dapp-showCalls"
          disabled={batchId === undefined}
          onClick={() => batchId && act('showCalls', (dapp) => dapp.showCalls(batchId))}
        >
          Show the calls in the wallet
        </button>
      </div>
      <h3>Chains</h3>
      <div className="buttons">
        {chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            data-testid={`dapp-switchChain-${chain.id}`}
            onClick={() => act(`switchChain:${chain.id}`, (dapp) => dapp.switchChain(chain))}
          >
            Switch to {chain.name}
          </button>
        ))}
      </div>
    </section>
  )
}

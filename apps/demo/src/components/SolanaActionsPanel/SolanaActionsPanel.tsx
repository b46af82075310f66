import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { useState } from 'react'
import type { SolanaWalletApi } from '../../adapters/SolanaWalletApi.js'
import type { DemoChain } from '../../config/DemoRuntimeConfig.js'
import type { RunAction } from '../../hooks/useActivityLog.js'
import type { Session } from '../../hooks/useSession.js'
import {
  solanaDemoTransferLamports,
  solanaTransferTransaction,
} from '../../requests/solanaDemoTransactions.js'
import { TextField } from '../TextField/TextField.js'

export type SolanaActionsPanelProps = {
  solana: SolanaWalletApi
  session: Session
  chains: readonly DemoChain[]
  run: RunAction
}

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

/** The requests a Solana dapp makes (SPEC §7): the account, a message, transactions. */
export function SolanaActionsPanel({ solana, session, chains, run }: SolanaActionsPanelProps) {
  const [message, setMessage] = useState('Hello from the Tessera Solana demo')

  const wallet = async () => session.address ?? (await solana.getAccounts())[0] ?? ''
  const transfer = async (lamports = solanaDemoTransferLamports) => {
    const [cluster] = chains
    if (!cluster) throw new Error('The Solana app has no cluster')
    return solanaTransferTransaction({ rpcUrl: cluster.rpcUrl, from: await wallet(), lamports })
  }

  return (
    <section className="card" aria-labelledby="solana-actions-heading">
      <h2 id="solana-actions-heading">Solana requests</h2>
      <div className="buttons">
        <button
          type="button"
          data-testid="solana-get-accounts"
          onClick={() => run('getAccounts', () => solana.getAccounts())}
        >
          getAccounts
        </button>
        <button
          type="button"
          data-testid="solana-connect"
          onClick={() => run('connect', () => solana.connect())}
        >
          connect
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
          data-testid="solana-sign-message"
          onClick={() =>
            run('signMessage', async () => {
              const signature = await solana.signMessage(new TextEncoder().encode(message))
              return { message, signature: base58(signature) }
            })
          }
        >
          signMessage
        </button>
        <button
          type="button"
          data-testid="solana-sign-transaction"
          onClick={() =>
            run('signTransaction', async () => ({
              transaction: base64(await solana.signTransaction(await transfer())),
            }))
          }
        >
          signTransaction (0.001 SOL)
        </button>
        <button
          type="button"
          data-testid="solana-sign-all-transactions"
          onClick={() =>
            run('signAllTransactions', async () => {
              const transactions = [
                await transfer(),
                await transfer(2n * solanaDemoTransferLamports),
              ]
              return { transactions: (await solana.signAllTransactions(transactions)).map(base64) }
            })
          }
        >
          signAllTransactions (two)
        </button>
        <button
          type="button"
          data-testid="solana-sign-and-send-transaction"
          onClick={() =>
            run('signAndSendTransaction', async () => ({
              signature: await solana.signAndSendTransaction(await transfer()),
            }))
          }
        >
          signAndSendTransaction (0.001 SOL)
        </button>
      </div>
    </section>
  )
}

import {
  type Address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { solanaDevnetSigner } from '../solanaDevnetKeys.js'
import { decodeWireTransaction } from '../transactions/decodeWireTransaction.js'
import type { SolanaCluster } from './createSolanaCluster.js'
import { executeTransaction } from './executeTransaction.js'

/** Sends `lamports` to `recipient` and answers the airdrop's signature, landed or not. */
export type Faucet = (recipient: Address, lamports: bigint) => Promise<Signature>

/**
 * The cluster's faucet, as a test validator runs one: each airdrop is an ordinary transfer
 * from the faucet account (funded at genesis), so it has a signature, a status and a ledger
 * entry like any other; one that fails (too little to open an account) lands as failed, as
 * on a real cluster. Airdrops run one at a time, each over the blockhash of the block before,
 * so two alike never share a signature.
 */
export function createFaucet(cluster: SolanaCluster): Faucet {
  const faucet = solanaDevnetSigner('faucet')
  let previous: Promise<unknown> = Promise.resolve()
  return (recipient, lamports) => {
    const next = previous.then(async () => {
      const source = await faucet
      const message = pipe(
        createTransactionMessage({ version: 'legacy' }),
        (m) => setTransactionMessageFeePayerSigner(source, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(cluster.latestBlockhash('processed'), m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source, destination: recipient, amount: lamports }),
            m,
          ),
      )
      const signed = await signTransactionMessageWithSigners(message)
      const transaction = decodeWireTransaction(getTransactionEncoder().encode(signed))
      executeTransaction(cluster, transaction)
      return transaction.signature
    })
    previous = next.catch(() => undefined)
    return next
  }
}

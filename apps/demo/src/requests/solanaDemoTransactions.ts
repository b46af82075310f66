import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** Receives the demo's test transfers: the local cluster's funded test user (`@tessera/devnet`). */
export const solanaDemoRecipient = '5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm' as Address

/** 0.001 SOL in lamports, small enough to repeat many times from an airdropped wallet. */
export const solanaDemoTransferLamports = 1_000_000n

/**
 * What a Solana dapp hands a wallet to sign: a v0 transfer of `lamports` from the wallet (its fee
 * payer and only signer) to the demo recipient over the cluster's latest blockhash, as unsigned
 * wire bytes.
 */
export async function solanaTransferTransaction(parameters: {
  rpcUrl: string
  from: string
  lamports?: bigint
}): Promise<Uint8Array> {
  const rpc = createSolanaRpc(parameters.rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const from = parameters.from as Address
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: solanaDemoRecipient,
          amount: parameters.lamports ?? solanaDemoTransferLamports,
        }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

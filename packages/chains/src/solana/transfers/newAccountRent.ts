import { type Address, getBase64EncodedWireTransaction, type Transaction } from '@solana/kit'
import type { SolanaClient } from '../SolanaContext.js'

/** A token account without extensions (the Token program's size). */
const tokenAccountBytes = 165n

/**
 * The rent a transfer moves into the account it creates: what the account holds after the
 * transfer runs on the node (exact, whatever extensions a Token-2022 mint gives it). When the
 * run fails (the sender cannot pay) the rent of a plain token account stands in.
 */
export async function newAccountRent(
  client: SolanaClient,
  parameters: { readonly transaction: Transaction; readonly account: Address },
): Promise<bigint> {
  const simulated = await client
    .simulateTransaction(getBase64EncodedWireTransaction(parameters.transaction), {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: [parameters.account], encoding: 'base64' },
    })
    .send()
    .catch(() => undefined)
  const created = simulated?.value.err === null ? simulated.value.accounts[0] : undefined
  if (created) return created.lamports
  return client.getMinimumBalanceForRentExemption(tokenAccountBytes).send()
}

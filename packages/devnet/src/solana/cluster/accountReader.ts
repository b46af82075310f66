import type { Address, EncodedAccount } from '@solana/kit'
import type { LiteSVM } from 'litesvm'

/** Reads one account of the cluster's current state, or null where none exists. */
export type ReadAccount = (address: Address) => EncodedAccount | null

/** A `ReadAccount` over a LiteSVM instance. */
export function accountReader(svm: LiteSVM): ReadAccount {
  return (address) => {
    const account = svm.getAccount(address)
    return account.exists ? account : null
  }
}

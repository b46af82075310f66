import {
  type Address,
  type AddressesByLookupTableAddress,
  appendTransactionMessageInstructions,
  type Blockhash,
  blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getAddressEncoder,
  type Instruction,
  type Nonce,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  setTransactionMessageLifetimeUsingDurableNonce,
  type TransactionPartialSigner,
} from '@solana/kit'
import { encodeTransaction } from '../transactions/encodeTransaction.js'

/** A recent blockhash for test transactions (any 32 bytes in base58). */
export const testBlockhash = blockhash('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')

type Signable = Parameters<TransactionPartialSigner['signTransactions']>[0][number]

/**
 * A host's transaction as `@arcana/auth` sends it: serialized, base58, signed by `signers`
 * (others' signature slots left empty). v0 messages use `lookupTables` where they can; `nonce`
 * gives it a durable nonce lifetime, `lifetime` a blockhash of the node's, instead of `testBlockhash`.
 */
export async function encodeTestTransaction(parameters: {
  readonly feePayer: Address
  readonly instructions: readonly Instruction[]
  readonly version?: 'legacy' | 0
  readonly signers?: readonly TransactionPartialSigner[]
  readonly lookupTables?: AddressesByLookupTableAddress
  readonly nonce?: { readonly account: Address; readonly authority: Address }
  /** A blockhash lifetime of the node's (for transactions that are to land). */
  readonly lifetime?: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint }
}): Promise<string> {
  const { nonce, lookupTables } = parameters
  const base = setTransactionMessageFeePayer(
    parameters.feePayer,
    createTransactionMessage({ version: parameters.version ?? 0 }),
  )
  const timed = nonce
    ? setTransactionMessageLifetimeUsingDurableNonce(
        {
          nonce: testBlockhash as string as Nonce,
          nonceAccountAddress: nonce.account,
          nonceAuthorityAddress: nonce.authority,
        },
        base,
      )
    : setTransactionMessageLifetimeUsingBlockhash(
        parameters.lifetime ?? { blockhash: testBlockhash, lastValidBlockHeight: 100n },
        base,
      )
  // Kit types each lifetime and version apart; a test builds any of them alike.
  const message = appendTransactionMessageInstructions(
    parameters.instructions,
    timed as unknown as Parameters<typeof compressTransactionMessageUsingAddressLookupTables>[0] &
      typeof base,
  )
  const compressed =
    lookupTables && message.version === 0
      ? compressTransactionMessageUsingAddressLookupTables(message, lookupTables)
      : message
  const transaction = compileTransaction(compressed as typeof message) as unknown as Signable
  let signatures = transaction.signatures
  for (const signer of parameters.signers ?? []) {
    const [signed] = await signer.signTransactions([transaction])
    signatures = { ...signatures, ...signed }
  }
  return encodeTransaction({ ...transaction, signatures })
}

/** A lookup table account's data: its 56-byte header (type 1, active) and its addresses. */
export function lookupTableData(addresses: readonly Address[]): Uint8Array {
  const data = new Uint8Array(56 + 32 * addresses.length)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true)
  view.setBigUint64(4, 2n ** 64n - 1n, true) // never deactivated
  addresses.forEach((address, index) => {
    data.set(getAddressEncoder().encode(address), 56 + 32 * index)
  })
  return data
}

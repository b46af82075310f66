import { getBase58Decoder, getTransactionEncoder, type Transaction } from '@solana/kit'

/** A transaction serialized for the wire, as base58 (what `@arcana/auth` hosts decode). */
export function encodeTransaction(transaction: Transaction): string {
  return getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
}

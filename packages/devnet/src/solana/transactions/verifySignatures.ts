import { type Address, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import type { DecodedTransaction } from './decodeWireTransaction.js'

/** Whether every required signature is present and signs the message (Agave's `verify`). */
export async function verifySignatures({ transaction }: DecodedTransaction): Promise<boolean> {
  const checks = Object.entries(transaction.signatures).map(async ([signer, signature]) => {
    if (!signature) return false
    const publicKey = await getPublicKeyFromAddress(signer as Address)
    return verifySignature(publicKey, signature, transaction.messageBytes)
  })
  return (await Promise.all(checks)).every(Boolean)
}

import { address, type ReadonlyUint8Array, type SignatureBytes, signatureBytes } from '@solana/kit'
import { addressOfSecret, signEd25519WithScalar } from '@tessera/keys'
import type { Hex } from '../../Hex.js'
import type { SolanaAccount } from '../SolanaContext.js'

const scalarHex = /^0x[0-9a-fA-F]{64}$/

/**
 * The Solana account of the rebuilt key. The key network rebuilds an ed25519 scalar, not a seed
 * (SPEC §1), so kit's key-pair signers cannot hold it: this signer signs with
 * `signEd25519WithScalar`, whose signatures verify as standard Ed25519 (RFC 8032).
 */
export function createScalarSigner(privateKey: Hex): SolanaAccount {
  if (!scalarHex.test(privateKey)) throw new Error('a Solana key is a 32-byte hex scalar')
  const scalar = BigInt(privateKey)
  const signer = address(addressOfSecret('solana', scalar))
  const sign = (bytes: ReadonlyUint8Array): SignatureBytes =>
    signatureBytes(signEd25519WithScalar(scalar, Uint8Array.from(bytes)))
  return Object.freeze({
    address: signer,
    signMessages: async (messages) =>
      messages.map((message) => Object.freeze({ [signer]: sign(message.content) })),
    signTransactions: async (transactions) =>
      transactions.map((transaction) =>
        Object.freeze({ [signer]: sign(transaction.messageBytes) }),
      ),
  })
}

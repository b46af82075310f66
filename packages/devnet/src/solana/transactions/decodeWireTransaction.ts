import {
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import { decodeMessage } from './decodeMessage.js'

/** Agave's PACKET_DATA_SIZE: the largest wire transaction a cluster takes. */
export const maxWireTransactionBytes = 1_232

/** The message of a legacy or v0 transaction, the versions the local cluster runs. */
export type DecodedMessage = Exclude<CompiledTransactionMessage, { version: 1 }> &
  CompiledTransactionMessageWithLifetime

/** A wire transaction, checked the way Agave sanitizes one before it simulates or sends it. */
export type DecodedTransaction = {
  /** Kit's form, which LiteSVM runs. */
  readonly transaction: Transaction
  readonly message: DecodedMessage
  /** The first signature (the fee payer's): the transaction's id. */
  readonly signature: Signature
  readonly wireBytes: ReadonlyUint8Array
}

const failure =
  'failed to deserialize solana_transaction::versioned::VersionedTransaction: io error: failed to fill whole buffer'

/** Decodes and sanitizes wire bytes, or throws the `-32602` Agave answers for them. */
export function decodeWireTransaction(wireBytes: ReadonlyUint8Array): DecodedTransaction {
  let transaction: Transaction
  try {
    const [decoded, end] = getTransactionDecoder().read(wireBytes, 0)
    if (end !== wireBytes.length) throw new RangeError('trailing bytes')
    transaction = decoded
  } catch {
    throw invalidParams(failure)
  }
  const message = decodeMessage(transaction.messageBytes, failure)
  const [feePayer] = message.staticAccounts as [Address]
  const feePayerSignature = transaction.signatures[feePayer] ?? new Uint8Array(64)
  return {
    transaction,
    message,
    signature: getBase58Decoder().decode(feePayerSignature) as Signature,
    wireBytes,
  }
}

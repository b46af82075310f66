import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit'

/** A legacy or v0 transaction: its wire form and its message, decoded. */
export type DecodedTransaction = {
  readonly transaction: Transaction
  readonly message: Extract<CompiledTransactionMessage, { readonly version: 'legacy' | 0 }> &
    CompiledTransactionMessageWithLifetime
}

/**
 * A serialized transaction (signatures, then a legacy or v0 message) with nothing left over and a
 * well-formed header: one signature slot for each signer, distinct accounts, a writable fee
 * payer. Undefined for any other bytes, so nothing else can be shown as a transaction.
 */
export function decodeWireTransaction(bytes: ReadonlyUint8Array): DecodedTransaction | undefined {
  try {
    const transaction = getTransactionDecoder().decode(bytes)
    const [message, end] = getCompiledTransactionMessageDecoder().read(transaction.messageBytes, 0)
    if (end !== transaction.messageBytes.length) return undefined
    if (message.version !== 'legacy' && message.version !== 0) return undefined
    const { header, staticAccounts } = message
    const signers = staticAccounts.slice(0, header.numSignerAccounts)
    const isWellFormed =
      header.numSignerAccounts > header.numReadonlySignerAccounts &&
      header.numSignerAccounts + header.numReadonlyNonSignerAccounts <= staticAccounts.length &&
      new Set(staticAccounts).size === staticAccounts.length &&
      Object.keys(transaction.signatures).join() === signers.join()
    return isWellFormed ? { transaction, message } : undefined
  } catch {
    // kit's decoders throw on bytes of no transaction: that is the answer here
    return undefined
  }
}

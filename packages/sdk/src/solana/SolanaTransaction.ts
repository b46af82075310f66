import { providerError } from '../providerError.js'
import { decodeBase58, encodeBase58 } from './base58.js'

/** A `@solana/web3.js` `Transaction` or `VersionedTransaction`, as far as the SDK touches one. */
export type TransactionObject = {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/**
 * A transaction as a dapp holds it: its wire bytes, those bytes in base58 (the wallet's own
 * format), or a web3.js transaction.
 */
export type SolanaTransaction = Uint8Array | string | TransactionObject

/** What signing a `transaction` answers: the same kind (web3.js class included). */
export type SignedTransaction<transaction extends SolanaTransaction> =
  transaction extends Uint8Array ? Uint8Array : transaction extends string ? string : transaction

type TransactionClass = {
  deserialize?: (bytes: Uint8Array) => unknown
  from?: (bytes: Uint8Array) => unknown
}

/**
 * How the class of `transaction` reads wire bytes back: web3.js `VersionedTransaction.deserialize`
 * or legacy `Transaction.from`.
 */
function readerOf(transaction: object): ((bytes: Uint8Array) => unknown) | undefined {
  const type = transaction.constructor as TransactionClass | undefined
  if (typeof type?.deserialize === 'function') return (bytes) => type.deserialize?.(bytes)
  if (typeof type?.from === 'function') return (bytes) => type.from?.(bytes)
  return undefined
}

const isTransactionObject = (value: unknown): value is TransactionObject =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<TransactionObject>).serialize === 'function' &&
  readerOf(value) !== undefined

/**
 * The wire bytes of `transaction`, checked before anything is sent: anything that is not a
 * transaction (or a web3.js-like object whose class cannot read bytes back) rejects -32602.
 */
export function serializeTransaction(transaction: unknown, method: string): Uint8Array {
  const bytes =
    typeof transaction === 'string'
      ? decodeBase58(transaction)
      : isTransactionObject(transaction)
        ? serializeObject(transaction, method)
        : transaction
  if (bytes instanceof Uint8Array && bytes.length > 0) return bytes
  throw providerError(
    'invalid_params',
    `${method} expects a transaction: its wire bytes (a Uint8Array), base58, or a @solana/web3.js Transaction or VersionedTransaction`,
  )
}

function serializeObject(transaction: TransactionObject, method: string): unknown {
  try {
    // web3.js legacy transactions refuse to serialize before every signature is there.
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : ''
    throw providerError('invalid_params', `${method}: the transaction did not serialize${reason}`)
  }
}

/** The signed wire bytes in the kind of `original`: bytes, base58, or its own web3.js class. */
export function deserializeLike<transaction extends SolanaTransaction>(
  original: transaction,
  bytes: Uint8Array,
): SignedTransaction<transaction> {
  if (typeof original === 'string') return encodeBase58(bytes) as SignedTransaction<transaction>
  if (original instanceof Uint8Array) return bytes as SignedTransaction<transaction>
  return readerOf(original)?.(bytes) as SignedTransaction<transaction>
}

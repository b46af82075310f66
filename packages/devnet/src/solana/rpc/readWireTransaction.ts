import { getBase58Encoder, getBase64Encoder } from '@solana/kit'
import {
  type DecodedTransaction,
  decodeWireTransaction,
  maxWireTransactionBytes,
} from '../transactions/decodeWireTransaction.js'
import { readString } from './readParams.js'
import { invalidParams } from './SolanaRpcError.js'

/** The encodings `sendTransaction` and `simulateTransaction` take; base58 is the default. */
export const wireEncodings = ['base58', 'base64'] as const
export type WireEncoding = (typeof wireEncodings)[number]

// Agave's limits on the encoded text: the longest text a 1,232-byte packet can encode to.
const maxEncodedLength: Readonly<Record<WireEncoding, number>> = { base58: 1_683, base64: 1_644 }
const base64Text = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const typeName = 'solana_transaction::versioned::VersionedTransaction'

/** The transaction in a `sendTransaction`/`simulateTransaction` param, decoded and sanitized. */
export function readWireTransaction(value: unknown, encoding: WireEncoding): DecodedTransaction {
  const text = readString(value)
  const limit = maxEncodedLength[encoding]
  if (text.length > limit)
    throw invalidParams(
      `${encoding} encoded ${typeName} too large: ${text.length} bytes (max: encoded/raw ${limit}/${maxWireTransactionBytes})`,
    )
  let bytes: Uint8Array
  try {
    if (encoding === 'base64' && !base64Text.test(text)) throw new SyntaxError('not base64')
    bytes = Uint8Array.from(
      encoding === 'base64' ? getBase64Encoder().encode(text) : getBase58Encoder().encode(text),
    )
  } catch {
    throw invalidParams(`invalid ${encoding} encoding: the text is not ${encoding}`)
  }
  if (bytes.length > maxWireTransactionBytes)
    throw invalidParams(
      `decoded ${typeName} too large: ${bytes.length} bytes (max: ${maxWireTransactionBytes} bytes)`,
    )
  return decodeWireTransaction(bytes)
}

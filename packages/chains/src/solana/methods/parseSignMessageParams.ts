import { getBase58Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { invalidParams } from '../../params/invalidParams.js'
import { readRequestObject } from '../requests/readRequestObject.js'
import {
  displayMustBeKnown,
  messageIsTransaction,
  messageMustBeBase58,
} from '../requests/solanaRequestTexts.js'

/** Not SPEC: longer messages are refused, as decoding base58 costs the square of its length. */
const maxBase58Length = 8_000

/** signMessage's params: the message as base58, as received, and how the host asks it shown. */
export type SignMessageParams = {
  readonly message: string
  readonly display: 'utf8' | 'hex' | undefined
}

/**
 * signMessage `{ message: base58 bytes, display?: 'utf8' | 'hex' }`, as `@arcana/auth` sends it:
 * 'params is required' without params, invalid params for anything else malformed, and
 * for bytes that are a transaction message the wallet signs: its signature would sign that
 * transaction, which a message approval cannot show.
 */
export function parseSignMessageParams(params: unknown, wallet: string): SignMessageParams {
  const { message, display } = readRequestObject(params)
  if (display !== undefined && display !== 'utf8' && display !== 'hex')
    throw invalidParams(displayMustBeKnown)
  const bytes = messageBytes(message)
  if (!bytes) throw invalidParams(messageMustBeBase58)
  if (isTransactionMessageOf(bytes, wallet)) throw invalidParams(messageIsTransaction)
  return { message: message as string, display }
}

/** The bytes of a non-empty base58 message; undefined for anything else. */
export function messageBytes(message: unknown) {
  if (typeof message !== 'string' || message === '' || message.length > maxBase58Length) return
  try {
    return Uint8Array.from(getBase58Encoder().encode(message))
  } catch {
    // not base58
    return undefined
  }
}

function isTransactionMessageOf(bytes: Uint8Array, wallet: string): boolean {
  try {
    const [message, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
    return end === bytes.length && signers.some((signer) => signer === wallet)
  } catch {
    // not a transaction message: an ordinary message
    return false
  }
}

import { providerError } from '../providerError.js'
import { decodeBase58 } from './base58.js'

/** Ed25519 sizes: a public key (an address) and a signature. */
export const publicKeyByteLength = 32
export const signatureByteLength = 64

/** The error for an answer of the wallet to `method` that is not what the method returns. */
export const unexpectedAnswer = (method: string) =>
  providerError('W-131', `The wallet answered ${method} with an unexpected value`)

/**
 * The bytes of a base58 value the wallet answered to `method`. Anything else, or bytes of another
 * length than `byteLength`, rejects -32603 (W-131), so the caller still gets an answer.
 */
export function parseBase58Answer(value: unknown, method: string, byteLength?: number): Uint8Array {
  const bytes = typeof value === 'string' && value !== '' ? decodeBase58(value) : undefined
  if (bytes && (byteLength === undefined || bytes.length === byteLength)) return bytes
  throw unexpectedAnswer(method)
}

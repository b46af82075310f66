import {
  getBase64Encoder,
  getInstructionsFromCompiledTransactionMessage,
  type LoadedAddresses,
} from '@solana/kit'
import type { SolanaInstruction } from '../instructions/SolanaInstruction.js'
import { type DecodedTransaction, decodeWireTransaction } from './decodeWireTransaction.js'
import type { SolanaTransactionRequest } from './SolanaTransactionRequest.js'

/** A decoded transaction with its instructions' accounts resolved. */
export type OpenedTransaction = DecodedTransaction & {
  readonly instructions: readonly SolanaInstruction[]
}

/**
 * A serialized transaction (base64) decoded, its instructions resolved against the accounts its
 * lookup tables load; undefined when the bytes are no transaction or an instruction names an
 * account that is not there.
 */
export function openTransaction(
  request: Pick<SolanaTransactionRequest, 'wireTransaction' | 'loadedAddresses'>,
): OpenedTransaction | undefined {
  const decoded = decodeWireTransaction(getBase64Encoder().encode(request.wireTransaction))
  if (!decoded) return undefined
  try {
    const instructions = getInstructionsFromCompiledTransactionMessage(
      decoded.message,
      // Addresses read from the node's lookup tables, kept as plain strings in the request.
      request.loadedAddresses as LoadedAddresses,
    )
    return { ...decoded, instructions: instructions as SolanaInstruction[] }
  } catch {
    // kit throws for an instruction whose program or account index is out of range
    return undefined
  }
}

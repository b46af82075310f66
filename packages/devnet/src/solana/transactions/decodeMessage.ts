import { getCompiledTransactionMessageDecoder, type ReadonlyUint8Array } from '@solana/kit'
import { invalidParams } from '../rpc/SolanaRpcError.js'
import type { DecodedMessage } from './decodeWireTransaction.js'

/**
 * Decodes message bytes and checks them as Agave sanitizes a message: a fee payer that signs,
 * a consistent header, no duplicate accounts, and every index in range. Throws `-32602` with
 * `failure` (what Agave says of the bytes it could not read) or a sanitize message.
 */
export function decodeMessage(bytes: ReadonlyUint8Array, failure: string): DecodedMessage {
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    message = getCompiledTransactionMessageDecoder().decode(bytes)
  } catch {
    // Which field failed is kit's business; Agave names only the type it could not read.
    throw invalidParams(failure)
  }
  if (message.version === 1)
    throw invalidParams('invalid transaction: Transaction version is unsupported')
  const { header, staticAccounts, instructions } = message
  const lookedUp = (message.version === 0 ? (message.addressTableLookups ?? []) : []).reduce(
    (count, lookup) => count + lookup.readonlyIndexes.length + lookup.writableIndexes.length,
    0,
  )
  const isInRange = (index: number) => index < staticAccounts.length + lookedUp
  const isSane =
    header.numSignerAccounts > 0 &&
    header.numReadonlySignerAccounts < header.numSignerAccounts &&
    header.numSignerAccounts + header.numReadonlyNonSignerAccounts <= staticAccounts.length &&
    new Set(staticAccounts).size === staticAccounts.length &&
    instructions.every(
      (instruction) =>
        // Programs are static accounts, and never the fee payer.
        instruction.programAddressIndex > 0 &&
        instruction.programAddressIndex < staticAccounts.length &&
        (instruction.accountIndices ?? []).every(isInRange),
    )
  if (!isSane)
    throw invalidParams(
      'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    )
  return message
}

import {
  blockhash,
  getBase58Encoder,
  getBase64Decoder,
  isAdvanceNonceAccountInstruction,
} from '@solana/kit'
import { invalidParams } from '../../params/invalidParams.js'
import {
  lookupTablesUnresolved,
  notBase58Transaction,
  notSolanaTransaction,
  walletNotSigner,
} from '../requests/solanaRequestTexts.js'
import type { SolanaClient } from '../SolanaContext.js'
import { assertOtherSignatures } from './assertOtherSignatures.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import { openTransaction } from './openTransaction.js'
import { readTokenAccountMints } from './readTokenAccountMints.js'
import { resolveLoadedAddresses } from './resolveLoadedAddresses.js'
import type { SolanaTransactionRequest } from './SolanaTransactionRequest.js'

/** A transaction fits in one packet (1232 bytes); its base58 is at most this long. */
const maxBase58Length = 1_700

export type ParseTransactionParamParameters = {
  readonly client: SolanaClient
  readonly wallet: string
  /** How refusals name the transaction ('the transaction', 'transaction 2'). */
  readonly label: string
  /** The wallet sends it: every other signature must be there already (signAndSendTransaction). */
  readonly isSent: boolean
}

/**
 * A host's transaction param (base58 of a serialized legacy or v0 transaction, as
 * `@arcana/auth` sends it), checked so that it can be shown and signed faithfully, else refused
 * before the user is asked (invalid_params): bytes of no transaction, a transaction the wallet
 * does not sign, lookup tables the node cannot resolve, and for a send a signature still missing.
 */
export async function parseTransactionParam(
  value: unknown,
  parameters: ParseTransactionParamParameters,
): Promise<SolanaTransactionRequest> {
  const { client, wallet, label } = parameters
  const bytes = base58Bytes(value)
  if (!bytes) throw invalidParams(notBase58Transaction(label))
  const decoded = decodeWireTransaction(bytes)
  if (!decoded) throw invalidParams(notSolanaTransaction(label))
  const { message } = decoded
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  if (!signers.some((signer) => signer === wallet)) throw invalidParams(walletNotSigner(label))
  const loadedAddresses = await resolveLoadedAddresses(message, client).catch(() => undefined)
  if (!loadedAddresses) throw invalidParams(lookupTablesUnresolved(label))
  const wireTransaction = getBase64Decoder().decode(bytes)
  const opened = openTransaction({ wireTransaction, loadedAddresses })
  if (!opened) throw invalidParams(notSolanaTransaction(label))
  if (parameters.isSent) await assertOtherSignatures(decoded, { wallet, label })
  const [first] = opened.instructions
  const hasNonce = first !== undefined && isAdvanceNonceAccountInstruction(first)
  const [isBlockhashValid, tokenAccounts] = await Promise.all([
    hasNonce
      ? null
      : client
          .isBlockhashValid(blockhash(message.lifetimeToken))
          .send()
          .then((answer) => answer.value)
          .catch(() => null),
    readTokenAccountMints(opened.instructions, client),
  ])
  return { wireTransaction, loadedAddresses, isBlockhashValid, tokenAccounts }
}

/** The bytes of a base58 string no longer than a transaction can be; undefined otherwise. */
function base58Bytes(value: unknown) {
  if (typeof value !== 'string' || value === '' || value.length > maxBase58Length) return undefined
  try {
    return getBase58Encoder().encode(value)
  } catch {
    // not base58
    return undefined
  }
}

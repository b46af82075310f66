import { isAdvanceNonceAccountInstruction } from '@solana/kit'
import { describeInstruction } from '../instructions/describeInstruction.js'
import { requireOpenTransaction } from '../transactions/requireOpenTransaction.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import type { SolanaTransactionDescription } from './SolanaRequestDescription.js'

/**
 * What the approval shows of one transaction, decoded from the very bytes that will be signed:
 * fee payer, signers still missing, the lifetime (a recent blockhash and whether it was valid,
 * or a durable nonce) and every instruction.
 */
export function describeTransaction(
  request: SolanaTransactionRequest,
  wallet: string,
): SolanaTransactionDescription {
  const { transaction, message, instructions } = requireOpenTransaction(request)
  const signers = message.staticAccounts.slice(0, message.header.numSignerAccounts)
  const [first] = instructions
  const nonceAccount =
    first && isAdvanceNonceAccountInstruction(first) ? first.accounts[0]?.address : undefined
  return {
    version: message.version,
    feePayer: signers[0] ?? '',
    signers,
    missingSignatures: signers.filter(
      (signer) => signer !== wallet && !transaction.signatures[signer],
    ),
    lifetime: nonceAccount
      ? { kind: 'durableNonce', nonceAccount, nonce: message.lifetimeToken }
      : { kind: 'blockhash', blockhash: message.lifetimeToken, isValid: request.isBlockhashValid },
    instructions: instructions.map((instruction) =>
      describeInstruction(instruction, request.tokenAccounts),
    ),
  }
}

import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import { describeAssociatedTokenInstruction } from './describeAssociatedTokenInstruction.js'
import { describeComputeBudgetInstruction } from './describeComputeBudgetInstruction.js'
import { describeSystemInstruction } from './describeSystemInstruction.js'
import { describeTokenInstruction } from './describeTokenInstruction.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

/**
 * An instruction as the approval shows it: decoded when it is one the wallet knows, exactly as
 * laid out (a system transfer, an SPL transfer, an associated token account creation, a compute
 * budget), otherwise by its program id, account count and data size.
 */
export function describeInstruction(
  instruction: SolanaInstruction,
  tokenAccounts: SolanaTransactionRequest['tokenAccounts'],
): SolanaInstructionDescription {
  return (
    describeSystemInstruction(instruction) ??
    describeTokenInstruction(instruction, tokenAccounts) ??
    describeAssociatedTokenInstruction(instruction) ??
    describeComputeBudgetInstruction(instruction) ?? {
      kind: 'unknown',
      programId: instruction.programAddress,
      accountCount: instruction.accounts.length,
      dataSize: instruction.data.length,
    }
  )
}

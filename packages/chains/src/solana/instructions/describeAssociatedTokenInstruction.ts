import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, AssociatedTokenInstruction } from '@solana-program/token'
import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

/**
 * An Associated Token Account program `Create` (empty data, or 0) or `CreateIdempotent` (1);
 * undefined for anything else. Accounts: payer, account, owner, mint, System, token program.
 */
export function describeAssociatedTokenInstruction(
  instruction: SolanaInstruction,
): SolanaInstructionDescription | undefined {
  const { programAddress, data, accounts } = instruction
  if (programAddress !== ASSOCIATED_TOKEN_PROGRAM_ADDRESS || data.length > 1) return
  const kind = data[0] ?? AssociatedTokenInstruction.CreateAssociatedToken
  const isIdempotent = kind === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
  if (kind !== AssociatedTokenInstruction.CreateAssociatedToken && !isIdempotent) return
  const [payer, account, owner, mint, , tokenProgram] = accounts
  if (!payer || !account || !owner || !mint || !tokenProgram) return
  return {
    kind: 'createAssociatedTokenAccount',
    isIdempotent,
    payer: payer.address,
    account: account.address,
    owner: owner.address,
    mint: mint.address,
    tokenProgram: tokenProgram.address,
  }
}

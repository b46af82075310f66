import {
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
} from '@solana-program/token'
import { accountsOf, type InstructionInput, type ParsedInfo } from './instructionAccounts.js'

/**
 * An associated-token-account instruction as `jsonParsed` shows it: `create` (empty data, the
 * original form) or `createIdempotent`; null for others.
 */
export function parseAssociatedTokenInstruction(instruction: InstructionInput): ParsedInfo | null {
  const kind =
    instruction.data.length === 0
      ? AssociatedTokenInstruction.CreateAssociatedToken
      : identifyAssociatedTokenInstruction(instruction.data)
  const type =
    kind === AssociatedTokenInstruction.CreateAssociatedToken
      ? 'create'
      : kind === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
        ? 'createIdempotent'
        : null
  if (!type) return null
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accountsOf(instruction, 6)
  return { type, info: { source, account, wallet, mint, systemProgram, tokenProgram } }
}

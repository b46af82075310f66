import {
  identifySystemInstruction,
  parseTransferSolInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

const transferDataBytes = 12 // u32 discriminator, u64 lamports

/** A System program `Transfer` of exactly its layout; undefined for anything else. */
export function describeSystemInstruction(
  instruction: SolanaInstruction,
): SolanaInstructionDescription | undefined {
  const { programAddress, data, accounts } = instruction
  if (programAddress !== SYSTEM_PROGRAM_ADDRESS || data.length !== transferDataBytes) return
  if (identifySystemInstruction(data) !== SystemInstruction.TransferSol || accounts.length < 2)
    return
  const parsed = parseTransferSolInstruction({ ...instruction, accounts })
  return {
    kind: 'systemTransfer',
    from: parsed.accounts.source.address,
    to: parsed.accounts.destination.address,
    lamports: parsed.data.amount,
  }
}

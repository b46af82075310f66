import {
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TokenInstruction,
} from '@solana-program/token'
import { isTokenProgram } from '../programs/solanaPrograms.js'
import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

// Token and Token-2022 share these layouts: u8 discriminator, u64 amount (and u8 decimals).
const transferDataBytes = 9
const transferCheckedDataBytes = 10

/**
 * An SPL Token or Token-2022 `transfer` or `transferChecked` of exactly its layout; undefined for
 * anything else. A plain `transfer`'s mint and decimals are those the node told of its source.
 */
export function describeTokenInstruction(
  instruction: SolanaInstruction,
  tokenAccounts: SolanaTransactionRequest['tokenAccounts'],
): SolanaInstructionDescription | undefined {
  const { programAddress, data, accounts } = instruction
  if (!isTokenProgram(programAddress)) return
  const common = { kind: 'tokenTransfer', programId: programAddress } as const
  if (data[0] === TokenInstruction.Transfer && data.length === transferDataBytes) {
    if (accounts.length < 3) return
    const parsed = parseTransferInstruction({ ...instruction, accounts })
    const source = parsed.accounts.source.address
    const held = Object.hasOwn(tokenAccounts, source) ? tokenAccounts[source] : undefined
    return {
      ...common,
      instruction: 'transfer',
      source,
      destination: parsed.accounts.destination.address,
      authority: parsed.accounts.authority.address,
      amount: parsed.data.amount,
      mint: held?.mint ?? null,
      decimals: held?.decimals ?? null,
    }
  }
  if (data[0] === TokenInstruction.TransferChecked && data.length === transferCheckedDataBytes) {
    if (accounts.length < 4) return
    const parsed = parseTransferCheckedInstruction({ ...instruction, accounts })
    return {
      ...common,
      instruction: 'transferChecked',
      source: parsed.accounts.source.address,
      destination: parsed.accounts.destination.address,
      authority: parsed.accounts.authority.address,
      amount: parsed.data.amount,
      mint: parsed.accounts.mint.address,
      decimals: parsed.data.decimals,
    }
  }
  return undefined
}

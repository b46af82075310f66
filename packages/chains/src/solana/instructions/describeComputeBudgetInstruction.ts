import { getU32Decoder, getU64Decoder } from '@solana/kit'
import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
// The Compute Budget program's instructions: u8 discriminator, then the value.
const setComputeUnitLimit = { discriminator: 2, dataBytes: 5 }
const setComputeUnitPrice = { discriminator: 3, dataBytes: 9 }

/** A Compute Budget `SetComputeUnitLimit` or `SetComputeUnitPrice`; undefined for anything else. */
export function describeComputeBudgetInstruction(
  instruction: SolanaInstruction,
): SolanaInstructionDescription | undefined {
  const { programAddress, data } = instruction
  if (programAddress !== computeBudgetProgram) return
  const is = (layout: typeof setComputeUnitLimit) =>
    data[0] === layout.discriminator && data.length === layout.dataBytes
  if (is(setComputeUnitLimit))
    return { kind: 'setComputeUnitLimit', units: getU32Decoder().decode(data, 1) }
  if (is(setComputeUnitPrice))
    return { kind: 'setComputeUnitPrice', microLamports: getU64Decoder().decode(data, 1) }
  return undefined
}

import type { SolanaInstructionDescription } from '../requests/SolanaRequestDescription.js'
import {
  defaultComputeUnitsPerInstruction,
  lamportsPerSignature,
  maxComputeUnits,
  microLamportsPerLamport,
} from '../solanaUnits.js'

/**
 * What a transaction will pay when the node cannot say (`getFeeForMessage` has no answer, e.g.
 * an expired blockhash): the base fee per signature plus its priority fee, the compute unit
 * price times the compute unit limit it sets (or the runtime's default), rounded up.
 */
export function estimateTransactionFee(transaction: {
  readonly signerCount: number
  readonly instructions: readonly SolanaInstructionDescription[]
}): bigint {
  const { instructions } = transaction
  let units: number | undefined
  let microLamports = 0n
  for (const instruction of instructions) {
    if (instruction.kind === 'setComputeUnitLimit') units = instruction.units
    if (instruction.kind === 'setComputeUnitPrice') microLamports = instruction.microLamports
  }
  const budgeted = instructions.filter(
    ({ kind }) => kind !== 'setComputeUnitLimit' && kind !== 'setComputeUnitPrice',
  ).length
  const limit = BigInt(
    units ?? Math.min(budgeted * defaultComputeUnitsPerInstruction, maxComputeUnits),
  )
  const priorityFee =
    (microLamports * limit + microLamportsPerLamport - 1n) / microLamportsPerLamport
  return BigInt(transaction.signerCount) * lamportsPerSignature + priorityFee
}

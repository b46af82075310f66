import { type Address, address, getBase58Decoder } from '@solana/kit'
import { solanaProgramAddresses } from '../solanaProgramAddresses.js'
import type { InstructionInput, ParsedInfo } from './instructionAccounts.js'
import { parseAssociatedTokenInstruction } from './parseAssociatedTokenInstruction.js'
import { parseSystemInstruction } from './parseSystemInstruction.js'
import { parseTokenInstruction } from './parseTokenInstruction.js'

/** An instruction of a program the RPC parses (`jsonParsed`). */
export type UiParsedInstruction = {
  readonly program: string
  readonly programId: Address
  readonly parsed: ParsedInfo | string
  readonly stackHeight: number | null
}

/** Any other instruction: its accounts by address, its data in base58. */
export type UiPartiallyDecodedInstruction = {
  readonly programId: Address
  readonly accounts: readonly Address[]
  readonly data: string
  readonly stackHeight: number | null
}

const memoText = (instruction: InstructionInput) =>
  new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(instruction.data))

type ProgramParser = {
  readonly name: string
  parse(instruction: InstructionInput): ParsedInfo | string | null
}

const programs: ReadonlyMap<Address, ProgramParser> = new Map<Address, ProgramParser>([
  [solanaProgramAddresses.system, { name: 'system', parse: parseSystemInstruction }],
  [solanaProgramAddresses.token, { name: 'spl-token', parse: parseTokenInstruction }],
  [solanaProgramAddresses.token2022, { name: 'spl-token-2022', parse: parseTokenInstruction }],
  [
    solanaProgramAddresses.associatedToken,
    { name: 'spl-associated-token-account', parse: parseAssociatedTokenInstruction },
  ],
  [solanaProgramAddresses.memo, { name: 'spl-memo', parse: memoText }],
  [address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'), { name: 'spl-memo', parse: memoText }],
])

/**
 * An instruction as a `jsonParsed` answer shows it: parsed for the system, token, associated
 * token and memo programs, otherwise (or when its program would refuse it) partially decoded.
 */
export function parseInstruction(
  programId: Address,
  instruction: InstructionInput,
  stackHeight: number | null,
): UiParsedInstruction | UiPartiallyDecodedInstruction {
  const program = programs.get(programId)
  try {
    const parsed = program?.parse(instruction)
    if (program && parsed !== null && parsed !== undefined)
      return { program: program.name, programId, parsed, stackHeight }
  } catch {
    // Data its program cannot decode: Agave shows such an instruction undecoded, so do we.
  }
  return {
    programId,
    accounts: instruction.accounts,
    data: getBase58Decoder().decode(instruction.data),
    stackHeight,
  }
}

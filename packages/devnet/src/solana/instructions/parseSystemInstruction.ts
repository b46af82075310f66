import {
  getAllocateInstructionDataDecoder,
  getAssignInstructionDataDecoder,
  getCreateAccountInstructionDataDecoder,
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SystemInstruction,
} from '@solana-program/system'
import { accountsOf, type InstructionInput, type ParsedInfo } from './instructionAccounts.js'

type Parser = (instruction: InstructionInput) => ParsedInfo

// Agave's `parse_system` shapes for the instructions wallets send and programs invoke.
const parsers: Partial<Record<SystemInstruction, Parser>> = {
  [SystemInstruction.CreateAccount]: (instruction) => {
    const [source, newAccount] = accountsOf(instruction, 2)
    const data = getCreateAccountInstructionDataDecoder().decode(instruction.data)
    return {
      type: 'createAccount',
      info: {
        source,
        newAccount,
        lamports: data.lamports,
        space: data.space,
        owner: data.programAddress,
      },
    }
  },
  [SystemInstruction.Assign]: (instruction) => {
    const [account] = accountsOf(instruction, 1)
    const { programAddress } = getAssignInstructionDataDecoder().decode(instruction.data)
    return { type: 'assign', info: { account, owner: programAddress } }
  },
  [SystemInstruction.TransferSol]: (instruction) => {
    const [source, destination] = accountsOf(instruction, 2)
    const { amount } = getTransferSolInstructionDataDecoder().decode(instruction.data)
    return { type: 'transfer', info: { source, destination, lamports: amount } }
  },
  [SystemInstruction.Allocate]: (instruction) => {
    const [account] = accountsOf(instruction, 1)
    const { space } = getAllocateInstructionDataDecoder().decode(instruction.data)
    return { type: 'allocate', info: { account, space } }
  },
}

/** A system-program instruction as `jsonParsed` shows it, or null for one not parsed here. */
export function parseSystemInstruction(instruction: InstructionInput): ParsedInfo | null {
  return parsers[identifySystemInstruction(instruction.data)]?.(instruction) ?? null
}

import { type Address, getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { InnerInstructions } from '../cluster/TransactionRecord.js'
import { parseInstruction } from '../instructions/parseInstruction.js'
import type { DecodedMessage } from '../transactions/decodeWireTransaction.js'

/** `json` keeps instructions compiled (account indexes); `jsonParsed` resolves and parses them. */
export type InstructionEncoding = 'json' | 'jsonParsed'

/** A message's top-level instructions. Agave gives them no stack height (null). */
export function encodeInstructions(
  message: DecodedMessage,
  accountKeys: readonly Address[],
  encoding: InstructionEncoding,
) {
  return message.instructions.map((instruction) => {
    const accounts = instruction.accountIndices ?? []
    const data = instruction.data ?? new Uint8Array()
    return encoding === 'json'
      ? {
          programIdIndex: instruction.programAddressIndex,
          accounts,
          data: getBase58Decoder().decode(data),
          stackHeight: null,
        }
      : parseInstruction(
          keyAt(accountKeys, instruction.programAddressIndex),
          { accounts: accounts.map((index) => keyAt(accountKeys, index)), data },
          null,
        )
  })
}

/** The instructions programs invoked, grouped by the top-level instruction that made them. */
export function encodeInnerInstructions(
  inner: readonly InnerInstructions[],
  accountKeys: readonly Address[],
  encoding: InstructionEncoding,
) {
  if (encoding === 'json') return inner
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((call) =>
      parseInstruction(
        keyAt(accountKeys, call.programIdIndex),
        {
          accounts: call.accounts.map((account) => keyAt(accountKeys, account)),
          data: getBase58Encoder().encode(call.data),
        },
        call.stackHeight,
      ),
    ),
  }))
}

function keyAt(accountKeys: readonly Address[], index: number): Address {
  const key = accountKeys[index]
  // The message was sanitized before it ran, so every index names an account.
  if (!key) throw new RangeError(`no account at index ${index}`)
  return key
}

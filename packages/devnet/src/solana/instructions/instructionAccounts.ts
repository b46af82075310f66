import type { Address, ReadonlyUint8Array } from '@solana/kit'

/** An instruction with its accounts resolved to addresses, as a parser reads it. */
export type InstructionInput = {
  readonly accounts: readonly Address[]
  readonly data: ReadonlyUint8Array
}

/** What a program parser makes of an instruction: `parsed` in a `jsonParsed` answer. */
export type ParsedInfo = { readonly type: string; readonly info: object }

/** The first `count` accounts; throws (the instruction stays undecoded) when some are missing. */
export function accountsOf(instruction: InstructionInput, count: number): Address[] {
  if (instruction.accounts.length < count) throw new RangeError('not enough accounts')
  return instruction.accounts.slice(0, count)
}

/**
 * The authority at `index`, named `single`; with more accounts after it, it is a multisig,
 * named `multisig`, and the rest are its `signers` (Agave's `parse_signers`).
 */
export function authorityAt(
  instruction: InstructionInput,
  index: number,
  [single, multisig]: readonly [string, string],
): Record<string, Address | readonly Address[]> {
  const [authority] = accountsOf(instruction, index + 1).slice(index)
  if (!authority) throw new RangeError('not enough accounts')
  return instruction.accounts.length > index + 1
    ? { [multisig]: authority, signers: instruction.accounts.slice(index + 1) }
    : { [single]: authority }
}

import type { AccountMeta, Instruction, InstructionWithData, ReadonlyUint8Array } from '@solana/kit'

/** An instruction of a decoded message, its accounts resolved (lookup tables included). */
export type SolanaInstruction = Instruction<string, readonly AccountMeta[]> &
  InstructionWithData<ReadonlyUint8Array> & { readonly accounts: readonly AccountMeta[] }

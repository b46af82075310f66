import { chainFamilies } from '@tessera/protocol'

/** SPEC §9: SOL has 9 decimals (lamports), whatever a network config says (K-008). */
export const lamportDecimals = chainFamilies.solana_cv25519.nativeDecimals

/** Solana's base fee per signature, in lamports (not SPEC: the runtime's constant). */
export const lamportsPerSignature = 5_000n

/** The runtime's compute units per instruction when a transaction sets no limit, and the cap. */
export const defaultComputeUnitsPerInstruction = 200_000
export const maxComputeUnits = 1_400_000

/** A compute unit price is in micro-lamports. */
export const microLamportsPerLamport = 1_000_000n

import { z } from 'zod'

/** The user key's curve a login asks for (SPEC §1: secp256k1 for EVM, ed25519 otherwise). */
export const curveSchema = z.enum(['secp256k1', 'ed25519'])

/** An EIP-191 signature by the client's one-time key (or the signing wallet). */
export const hexSignatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature')

/**
 * The curve a key lives on: secp256k1 for EVM, ed25519 for Solana, MultiversX and Near
 * (SPEC §1: the cv25519 families are sent to the auth service as ed25519).
 */
export type KeyCurve = 'secp256k1' | 'ed25519'

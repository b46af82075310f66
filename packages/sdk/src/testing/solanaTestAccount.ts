import { encodeBase58 } from '../solana/base58.js'

/** The test wallets' Solana key: bytes 1…32, and its address. */
export const solanaTestKey = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
export const solanaTestAddress = encodeBase58(solanaTestKey)

/** What the test wallets sign with: 64 bytes of 7. */
export const solanaTestSignature = new Uint8Array(64).fill(7)

import { isAddress } from '@solana/kit'

/**
 * A Solana address as typed, trimmed: base58 of 32 bytes. Undefined for anything else (W-105).
 * Base58 is case-sensitive, so nothing is normalised.
 */
export function parseSolanaAddress(text: string): string | undefined {
  const trimmed = text.trim()
  return isAddress(trimmed) ? trimmed : undefined
}

import { hexToBytes } from '@noble/hashes/utils'

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/** The bytes of a 0x-prefixed hex string of exactly `length` bytes, or undefined for anything else. */
export function parseHexBytes(value: unknown, length: number): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length !== 2 + 2 * length) return undefined
  if (!hexPattern.test(value)) return undefined
  return hexToBytes(value.slice(2))
}

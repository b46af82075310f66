import { bytesToNumberBE } from '@noble/curves/abstract/utils'
import { parseHexBytes } from './parseHexBytes.js'

const scalarBytes = 32

/** A 32-byte big-endian hex scalar in [0, order), or undefined for anything else. */
export function parseScalar(value: unknown, order: bigint): bigint | undefined {
  const bytes = parseHexBytes(value, scalarBytes)
  if (!bytes) return undefined
  const scalar = bytesToNumberBE(bytes)
  return scalar < order ? scalar : undefined
}

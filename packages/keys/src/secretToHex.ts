import { bytesToHex, numberToBytesBE } from '@noble/curves/abstract/utils'
import type { Hex } from 'viem'

const maxScalar = 2n ** 256n

/** A scalar as 32-byte big-endian 0x-prefixed lowercase hex (the form of shares and EVM keys). */
export function secretToHex(secret: bigint): Hex {
  if (secret < 0n || secret >= maxScalar)
    throw new Error('secretToHex: scalar must fit in 32 bytes')
  return `0x${bytesToHex(numberToBytesBE(secret, 32))}`
}

import { bytesToHex } from '@noble/curves/abstract/utils'
import type { Hex } from 'viem'
import { curveGroup } from './curveGroup.js'
import type { KeyCurve } from './KeyCurve.js'
import { parseHexBytes } from './parseHexBytes.js'

/** Commitments of a deal on one curve. */
export type PublicKeyFromCommitmentsParameters = {
  readonly curve: KeyCurve
  readonly commitments: readonly Hex[]
}

/**
 * The user's public key from a deal's commitments: C_0 = secret·G (secp256k1 33-byte
 * compressed, ed25519 32 bytes), checked to be a valid point and returned lower-case.
 */
export function publicKeyFromCommitments(parameters: PublicKeyFromCommitmentsParameters): Hex {
  const group = curveGroup(parameters.curve)
  const bytes = parseHexBytes(parameters.commitments[0], group.pointLength)
  const point = bytes && group.decode(bytes)
  if (!point) throw new Error('publicKeyFromCommitments: the first commitment is not a valid point')
  return `0x${bytesToHex(group.encode(point))}`
}

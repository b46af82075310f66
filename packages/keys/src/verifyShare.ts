import { mod } from '@noble/curves/abstract/modular'
import type { Hex } from 'viem'
import { curveGroup, type GroupElement } from './curveGroup.js'
import { isShareIndex } from './isShareIndex.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyShare } from './KeyShare.js'
import { parseHexBytes } from './parseHexBytes.js'
import { parseScalar } from './parseScalar.js'

/** A share and the commitments of its deal, both as received from the network. */
export type VerifyShareParameters = {
  readonly curve: KeyCurve
  readonly share: KeyShare
  /** C_0 … C_{t-1} from the deal; C_0 is the public key. */
  readonly commitments: readonly Hex[]
}

/**
 * Whether a share lies on the committed polynomial: value·G = Σ C_j·index^j (Feldman).
 * Returns false, never throws, for anything malformed: a node's answer is untrusted input.
 */
export function verifyShare(parameters: VerifyShareParameters): boolean {
  try {
    const { curve, share, commitments } = parameters
    const group = curveGroup(curve)
    if (typeof share !== 'object' || share === null || !Array.isArray(commitments)) return false
    if (!isShareIndex(share.index)) return false
    if (commitments.length < 1 || commitments.length > 255) return false
    const value = parseScalar(share.value, group.order)
    if (value === undefined) return false

    const points: GroupElement[] = []
    for (const commitment of commitments) {
      const bytes = parseHexBytes(commitment, group.pointLength)
      const point = bytes && group.decode(bytes)
      if (!point) return false
      points.push(point)
    }

    // Horner over the points: C_0 + i(C_1 + i(C_2 + …)); the index is public, so
    // variable-time multiplication is fine here.
    const x = mod(BigInt(share.index), group.order)
    const expected = points.reduceRight<GroupElement>(
      (acc, point) => acc.multiplyUnsafe(x).add(point),
      group.zero,
    )
    // The share value is secret: constant-time multiplication (noble refuses 0, so special-case it).
    const actual = value === 0n ? group.zero : group.base.multiply(value)
    return actual.equals(expected)
  } catch {
    // Anything unexpected in untrusted input means "does not verify", by contract.
    return false
  }
}

import { bytesToHex } from '@noble/curves/abstract/utils'
import type { Hex } from 'viem'
import { curveGroup, type GroupElement } from '../curveGroup.js'
import type { KeyCurve } from '../KeyCurve.js'
import { parseHexBytes } from '../parseHexBytes.js'
import type { MfaFactorIndex } from './MfaFactor.js'

/** The factor line's commitments and the factor asked for. */
export type FactorPublicPointParameters = {
  readonly curve: KeyCurve
  /** [K, A] from `splitForMfa`. */
  readonly commitments: readonly Hex[]
  readonly index: MfaFactorIndex
}

/**
 * The public point f(index)·G = K + index·A of a factor, from public data only: a key node checks
 * with it that a reshared network factor lies on the wallet key's line (its deal's C_0 must equal
 * the point of index 1). Throws on commitments that are not exactly two valid points.
 */
export function factorPublicPoint(parameters: FactorPublicPointParameters): Hex {
  const { curve, commitments, index } = parameters
  const group = curveGroup(curve)
  if (!Array.isArray(commitments) || commitments.length !== 2)
    throw new Error('factorPublicPoint: the factor line has exactly two commitments')
  const points: GroupElement[] = []
  for (const commitment of commitments) {
    const bytes = parseHexBytes(commitment, group.pointLength)
    const point = bytes && group.decode(bytes)
    if (!point) throw new Error('factorPublicPoint: a commitment is not a valid point')
    points.push(point)
  }
  const [k, a] = points as [GroupElement, GroupElement]
  // Public scalars only: variable-time multiplication is fine.
  const point = k.add(a.multiplyUnsafe(BigInt(index)))
  if (point.equals(group.zero))
    throw new Error('factorPublicPoint: the factor point is the identity')
  return `0x${bytesToHex(group.encode(point))}`
}

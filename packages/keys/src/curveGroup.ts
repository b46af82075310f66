import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { KeyCurve } from './KeyCurve.js'

/**
 * The few point operations the key code composes. noble's secp256k1 `ProjectivePoint` and
 * ed25519 `ExtendedPoint` both fit it; each group only ever hands out its own points.
 */
export type GroupElement = {
  add(other: GroupElement): GroupElement
  /** Constant time; noble requires 1 ≤ scalar < order. Use for secret scalars. */
  multiply(scalar: bigint): GroupElement
  /** Variable time; 0 ≤ scalar < order. Only for public scalars (indices, verification). */
  multiplyUnsafe(scalar: bigint): GroupElement
  equals(other: GroupElement): boolean
}

/** A prime-order group on one curve, as the Feldman and key code needs it. */
export type CurveGroup = {
  readonly curve: KeyCurve
  /** secp256k1 n; ed25519 l, the order of the prime subgroup. */
  readonly order: bigint
  /** Bytes of an encoded point: 33 (secp256k1 compressed) or 32 (ed25519). */
  readonly pointLength: number
  readonly base: GroupElement
  readonly zero: GroupElement
  /**
   * The point the bytes encode, or undefined unless it is on the curve, in the prime-order
   * subgroup (ed25519: torsion-free) and not the identity. Honest commitments always are.
   */
  decode(bytes: Uint8Array): GroupElement | undefined
  /** Canonical encoding: secp256k1 33-byte compressed, ed25519 32 bytes (RFC 8032). */
  encode(point: GroupElement): Uint8Array
}

// Both groups are prime order for our purposes: secp256k1 has cofactor 1; for ed25519 decode()
// keeps only torsion-free points, the subgroup of order l.
const secp256k1Group: CurveGroup = {
  curve: 'secp256k1',
  order: secp256k1.CURVE.n,
  pointLength: 33,
  base: secp256k1.ProjectivePoint.BASE,
  zero: secp256k1.ProjectivePoint.ZERO,
  decode(bytes) {
    if (bytes.length !== 33) return undefined
    try {
      // fromHex checks the point is on the curve; secp256k1 has cofactor 1.
      return secp256k1.ProjectivePoint.fromHex(bytes)
    } catch {
      // Not a point: the caller treats undefined as invalid input.
      return undefined
    }
  },
  encode(point) {
    return (point as InstanceType<typeof secp256k1.ProjectivePoint>).toRawBytes(true)
  },
}

const ed25519Group: CurveGroup = {
  curve: 'ed25519',
  order: ed25519.CURVE.n,
  pointLength: 32,
  base: ed25519.ExtendedPoint.BASE,
  zero: ed25519.ExtendedPoint.ZERO,
  decode(bytes) {
    if (bytes.length !== 32) return undefined
    try {
      // Strict RFC 8032 decoding (zip215 off): non-canonical encodings are refused.
      const point = ed25519.ExtendedPoint.fromHex(bytes)
      if (!point.isTorsionFree() || point.equals(ed25519.ExtendedPoint.ZERO)) return undefined
      return point
    } catch {
      // Not a point: the caller treats undefined as invalid input.
      return undefined
    }
  },
  encode(point) {
    return (point as InstanceType<typeof ed25519.ExtendedPoint>).toRawBytes()
  },
}

/** The group of a curve: order, base point, decoding and encoding of points. */
export function curveGroup(curve: KeyCurve): CurveGroup {
  return curve === 'secp256k1' ? secp256k1Group : ed25519Group
}

import { invert, mod } from '@noble/curves/abstract/modular'
import { curveGroup } from './curveGroup.js'
import { isShareIndex } from './isShareIndex.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyShare } from './KeyShare.js'
import { parseScalar } from './parseScalar.js'

/** Shares to interpolate, all from one deal on one curve. */
export type ReconstructSecretParameters = {
  readonly curve: KeyCurve
  /** At least t verified shares with distinct indices; extra shares do no harm. */
  readonly shares: readonly KeyShare[]
}

/**
 * Rebuilds the secret f(0) from shares by Lagrange interpolation at 0. It cannot tell whether
 * enough shares were given: verify each share first and compare the result's public key.
 */
export function reconstructSecret(parameters: ReconstructSecretParameters): bigint {
  const { curve, shares } = parameters
  const { order } = curveGroup(curve)
  if (shares.length < 1) throw new Error('reconstructSecret: at least one share is needed')

  const points: { x: bigint; y: bigint }[] = []
  for (const share of shares) {
    // Messages name the index only: share values are secret.
    if (!isShareIndex(share.index))
      throw new Error('reconstructSecret: share index must be 1 to 255')
    const x = BigInt(share.index)
    if (points.some((point) => point.x === x))
      throw new Error(`reconstructSecret: duplicate share index ${share.index}`)
    const y = parseScalar(share.value, order)
    if (y === undefined) {
      throw new Error(
        `reconstructSecret: share ${share.index} is not a 32-byte scalar below the order`,
      )
    }
    points.push({ x, y })
  }

  // f(0) = Σ y_i · Π_{j≠i} x_j / (x_j − x_i)
  let secret = 0n
  for (const { x: xi, y: yi } of points) {
    let numerator = 1n
    let denominator = 1n
    for (const { x: xj } of points) {
      if (xj === xi) continue
      numerator = mod(numerator * xj, order)
      denominator = mod(denominator * (xj - xi), order)
    }
    secret = mod(secret + yi * numerator * invert(denominator, order), order)
  }
  if (secret === 0n) throw new Error('reconstructSecret: the shares interpolate to zero, not a key')
  return secret
}

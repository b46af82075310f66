import { mod } from '@noble/curves/abstract/modular'
import { bytesToHex } from '@noble/curves/abstract/utils'
import type { Hex } from 'viem'
import { curveGroup } from './curveGroup.js'
import { isShareIndex } from './isShareIndex.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyShare } from './KeyShare.js'
import { type RandomBytes, randomScalar } from './randomScalar.js'
import { secretToHex } from './secretToHex.js'

/** What to split and how: curve, t, n and optionally the secret. */
export type DealSharesParameters = {
  readonly curve: KeyCurve
  /** Shares needed to rebuild the key: 1 ≤ threshold ≤ count. */
  readonly threshold: number
  /** Shares dealt, one per node: count ≤ 255. */
  readonly count: number
  /** The secret to split, in [1, order); a fresh random one when omitted. */
  readonly secret?: bigint | undefined
  /** Only tests replace this, to make a deal reproducible. */
  readonly randomBytes?: RandomBytes | undefined
}

/** The secret, one share per node, and the public commitments. */
export type DealSharesReturnType = {
  readonly secret: bigint
  /** Share i (1-based) is f(i) mod order. */
  readonly shares: KeyShare[]
  /** C_j = a_j·G for each coefficient; C_0 is the public key. */
  readonly commitments: Hex[]
}

/**
 * Splits a secret t-of-n with Feldman VSS: a random polynomial f of degree t-1 with
 * f(0) = secret, shares f(1)…f(n), and commitments to every coefficient so each holder can
 * check its share against the public key (ARCHITECTURE "Trust model").
 */
export function dealShares(parameters: DealSharesParameters): DealSharesReturnType {
  const { curve, threshold, count, randomBytes } = parameters
  if (!isShareIndex(count)) throw new Error('dealShares: count must be an integer from 1 to 255')
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > count) {
    throw new Error('dealShares: threshold must be an integer from 1 to count')
  }
  const group = curveGroup(curve)
  const secret = parameters.secret ?? randomScalar(curve, { randomBytes })
  if (secret < 1n || secret >= group.order) {
    throw new Error('dealShares: secret must be in [1, order) of the curve')
  }
  const coefficients = [secret]
  for (let j = 1; j < threshold; j++) coefficients.push(randomScalar(curve, { randomBytes }))

  const shares: KeyShare[] = []
  for (let index = 1; index <= count; index++) {
    // Horner: f(x) = a_0 + x(a_1 + x(a_2 + …)).
    const x = BigInt(index)
    const value = coefficients.reduceRight(
      (acc, coefficient) => mod(acc * x + coefficient, group.order),
      0n,
    )
    shares.push({ index, value: secretToHex(value) })
  }
  const commitments = coefficients.map(
    (coefficient): Hex => `0x${bytesToHex(group.encode(group.base.multiply(coefficient)))}`,
  )
  return { secret, shares, commitments }
}

import { getMinHashLength, mapHashToField } from '@noble/curves/abstract/modular'
import { bytesToNumberBE } from '@noble/curves/abstract/utils'
import { randomBytes as cryptoRandomBytes } from '@noble/hashes/utils'
import { curveGroup } from './curveGroup.js'
import type { KeyCurve } from './KeyCurve.js'

/** A source of random bytes; the default is the platform CSPRNG (`crypto.getRandomValues`). */
export type RandomBytes = (length: number) => Uint8Array

/** Options for `randomScalar`. */
export type RandomScalarOptions = {
  /** Only tests replace this, to make a deal reproducible. */
  readonly randomBytes?: RandomBytes | undefined
}

/**
 * A uniform scalar in [1, order) of the curve's group. Draws 48 random bytes (16 more than the
 * order) and reduces them with noble's `mapHashToField`, so the bias is below 2^-128.
 */
export function randomScalar(curve: KeyCurve, options: RandomScalarOptions = {}): bigint {
  const { order } = curveGroup(curve)
  const randomBytes = options.randomBytes ?? cryptoRandomBytes
  return bytesToNumberBE(mapHashToField(randomBytes(getMinHashLength(order)), order))
}

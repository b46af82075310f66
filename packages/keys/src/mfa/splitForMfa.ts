import type { Hex } from 'viem'
import { dealShares } from '../dealShares.js'
import type { KeyCurve } from '../KeyCurve.js'
import type { RandomBytes } from '../randomScalar.js'
import { type MfaFactor, mfaFactorIndex } from './MfaFactor.js'

/** Options of `splitForMfa`. */
export type SplitForMfaOptions = {
  /** Only tests replace this, to make a split reproducible. */
  readonly randomBytes?: RandomBytes | undefined
}

/** The three factors and the line's Feldman commitments. */
export type SplitForMfaReturnType = {
  readonly network: MfaFactor
  readonly device: MfaFactor
  readonly recovery: MfaFactor
  /**
   * [K, A] = [k·G, a·G]: K is the wallet's public key; factor i's public point is K + i·A, so a
   * node or a client can check a factor (or the network factor's own deal) without the key.
   */
  readonly commitments: readonly Hex[]
}

/**
 * Splits a wallet key 2-of-3 (issue #16, key model): Shamir over the curve order with the same
 * Feldman dealing as the key network (`dealShares`), threshold 2, indices 1 network, 2 device,
 * 3 recovery. Any two factors rebuild the key (`combineFactors`); one alone is a uniformly random
 * scalar that says nothing about it. The address does not change: the key itself is unchanged.
 */
export function splitForMfa(
  secret: bigint,
  curve: KeyCurve,
  options: SplitForMfaOptions = {},
): SplitForMfaReturnType {
  const deal = dealShares({
    curve,
    threshold: 2,
    count: 3,
    secret,
    randomBytes: options.randomBytes,
  })
  const factorAt = (index: MfaFactor['index']): MfaFactor => {
    const share = deal.shares[index - 1]
    if (!share) throw new Error(`splitForMfa: no factor ${index}`)
    return { curve, index, value: share.value }
  }
  return {
    network: factorAt(mfaFactorIndex.network),
    device: factorAt(mfaFactorIndex.device),
    recovery: factorAt(mfaFactorIndex.recovery),
    commitments: deal.commitments,
  }
}

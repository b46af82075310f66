import type { Hex } from 'viem'
import type { KeyCurve } from '../KeyCurve.js'

/**
 * One of the three factors of an MFA key: the point f(index) of the 2-of-3 line f(x) = k + a·x
 * whose constant term is the wallet's key k. Index 1 is the network factor (held t-of-n by the
 * key nodes), 2 the device factor, 3 the recovery factor (sealed under a PIN or answers).
 */
export type MfaFactor = {
  readonly curve: KeyCurve
  readonly index: MfaFactorIndex
  /** f(index) mod the group order, 32-byte big-endian hex, like a `KeyShare` value. */
  readonly value: Hex
}

/** 1 network, 2 device, 3 recovery. */
export type MfaFactorIndex = 1 | 2 | 3

/** The x-coordinate of each factor on the line; fixed, so a factor's role is its index. */
export const mfaFactorIndex = { network: 1, device: 2, recovery: 3 } as const

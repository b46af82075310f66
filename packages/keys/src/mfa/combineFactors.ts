import type { Hex } from 'viem'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { reconstructSecret } from '../reconstructSecret.js'
import { MfaError } from './MfaError.js'
import type { MfaFactor } from './MfaFactor.js'

/** What the two factors must rebuild. */
export type CombineFactorsExpected = {
  /** The wallet's public key (commitment C_0, as nodes store it): the result is checked against it. */
  readonly publicKey: Hex
}

/**
 * Rebuilds the wallet key from any two of its three factors (Lagrange at 0, `reconstructSecret`).
 * Interpolation alone cannot tell a wrong factor from a right one, so the result must have the
 * wallet's public key: otherwise `MfaError('factors_do_not_match')`, never a wrong key.
 */
export function combineFactors(
  a: MfaFactor,
  b: MfaFactor,
  expected: CombineFactorsExpected,
): bigint {
  if (a.curve !== b.curve)
    throw new MfaError('factors_do_not_match', 'the factors are on different curves')
  if (a.index === b.index)
    throw new MfaError('factors_do_not_match', `both factors have index ${a.index}`)
  let secret: bigint
  try {
    secret = reconstructSecret({ curve: a.curve, shares: [a, b] })
  } catch (cause) {
    // A malformed value or a pair that interpolates to 0: not the key either way.
    throw new MfaError('factors_do_not_match', 'the factors do not interpolate to a key', { cause })
  }
  if (publicKeyOfSecret(a.curve, secret) !== expected.publicKey.toLowerCase())
    throw new MfaError('factors_do_not_match', "the factors do not rebuild the wallet's key")
  return secret
}

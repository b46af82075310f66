import { type DealSharesReturnType, dealShares } from '../dealShares.js'
import type { RandomBytes } from '../randomScalar.js'
import { MfaError } from './MfaError.js'
import type { MfaFactor } from './MfaFactor.js'
import { mfaFactorIndex } from './MfaFactor.js'

/** The network factor and the key network's shape. */
export type DealNetworkFactorParameters = {
  readonly networkFactor: MfaFactor
  /** The network's threshold t and node count n (highest node index), as for the key before. */
  readonly threshold: number
  readonly count: number
  /** Only tests replace this, to make a deal reproducible. */
  readonly randomBytes?: RandomBytes | undefined
}

/**
 * Deals the network factor t-of-n to the key nodes (Feldman, `dealShares`): what each node holds
 * after MFA setup in place of its share of the key. The deal's C_0 is the network factor's public
 * point K + A, not the wallet's key K, which is how a node tells an MFA reshare from a plain one.
 */
export function dealNetworkFactor(parameters: DealNetworkFactorParameters): DealSharesReturnType {
  const { networkFactor, threshold, count, randomBytes } = parameters
  if (networkFactor.index !== mfaFactorIndex.network)
    throw new MfaError('input_invalid', `factor ${networkFactor.index} is not the network factor`)
  return dealShares({
    curve: networkFactor.curve,
    threshold,
    count,
    secret: BigInt(networkFactor.value),
    randomBytes,
  })
}

import type { FeeQuote } from '../../fees/FeeQuote.js'

/**
 * The fee panel of a Solana transaction: one option, Normal, and no Custom (the fee is the
 * network's; its priority fee is the transaction's own). `rent` is SOL the transaction moves into
 * accounts it creates (a recipient's token account): the balance must cover it too (W-107), so it
 * counts in `maxFee` but not in the fee itself.
 */
export function solanaFeeQuote(parameters: {
  readonly fee: bigint
  readonly rent: bigint
  readonly isEstimated: boolean
}): FeeQuote {
  const { fee, rent } = parameters
  return {
    isEstimated: parameters.isEstimated,
    options: [
      { speed: 'normal', fee, maxFee: fee + rent, choice: { speed: 'normal', values: {} } },
    ],
    custom: null,
    estimate: { fee, rent },
  }
}

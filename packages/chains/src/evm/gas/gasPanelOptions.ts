import { defaultMaxFeePercentOfBaseFee, priorityFeePercentOfBaseFee } from '@tessera/protocol'

export type GasSpeed = keyof typeof priorityFeePercentOfBaseFee

/** What one gas-panel choice costs, all in wei. */
export type GasOption = {
  readonly maxPriorityFeePerGas: bigint
  readonly maxFeePerGas: bigint
  /** gasLimit × (base fee + priority fee): what the transaction should cost. */
  readonly estimatedFee: bigint
  /** gasLimit × max fee: the most it can cost. */
  readonly maxFee: bigint
}

const percent = 100n

/**
 * The gas panel's preset fees (SPEC §9): priority fee 1% of the base fee for Normal, 2% for Fast,
 * 10% by default; max fee 125% of the base fee plus the priority fee.
 */
export function gasPanelOptions(parameters: {
  readonly baseFeePerGas: bigint
  readonly gasLimit: bigint
}): Record<GasSpeed, GasOption> {
  const { baseFeePerGas, gasLimit } = parameters
  const option = (speed: GasSpeed): GasOption => {
    const maxPriorityFeePerGas =
      (baseFeePerGas * BigInt(priorityFeePercentOfBaseFee[speed])) / percent
    const maxFeePerGas =
      (baseFeePerGas * BigInt(defaultMaxFeePercentOfBaseFee)) / percent + maxPriorityFeePerGas
    return {
      maxPriorityFeePerGas,
      maxFeePerGas,
      estimatedFee: gasLimit * (baseFeePerGas + maxPriorityFeePerGas),
      maxFee: gasLimit * maxFeePerGas,
    }
  }
  return { normal: option('normal'), fast: option('fast'), default: option('default') }
}

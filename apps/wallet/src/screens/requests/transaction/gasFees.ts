import type { GasChoice, GasEstimate } from '@tessera/engine'
import { gasPanelOptions, parseCustomGasChoice } from '@tessera/engine'
import { defaultMaxFeeTipGwei, gweiDecimals, priorityFeePercentOfBaseFee } from '@tessera/protocol'
import { formatUnits, parseUnits } from 'viem'

export type GasTab = 'normal' | 'fast' | 'custom'

/** What one gas choice costs and what the approval sends to the engine. */
export type GasFees = {
  /** What the transaction should cost, in wei. */
  readonly estimatedFee: bigint
  /** Legacy chains (no base fee) carry their gas price in both fee fields. */
  readonly choice: GasChoice
}

/** The Custom tab as typed, in gwei and gas units; legacy chains use only gasPrice. */
export type CustomGasForm = {
  readonly maxFeePerGasGwei: string
  readonly maxPriorityFeePerGasGwei: string
  readonly gasLimit: string
}

const isEip1559 = (estimate: GasEstimate) => estimate.baseFeePerGas !== undefined
const percentOf = (value: bigint, percent: number) => (value * BigInt(percent)) / 100n

/**
 * The Normal and Fast presets (SPEC §9): priority fee 1% / 2% of the base fee, max fee 125% of
 * the base fee plus the priority fee. Without a base fee (legacy chains) the node's gas price,
 * raised by the same percentage for Fast.
 */
export function presetGasFees(estimate: GasEstimate, tab: 'normal' | 'fast'): GasFees {
  const { gasLimit, baseFeePerGas, gasPrice } = estimate
  if (baseFeePerGas === undefined) {
    const price =
      tab === 'normal' ? gasPrice : gasPrice + percentOf(gasPrice, priorityFeePercentOfBaseFee.fast)
    return {
      estimatedFee: gasLimit * price,
      choice: { speed: tab, gasLimit, maxFeePerGas: price, maxPriorityFeePerGas: price },
    }
  }
  const option = gasPanelOptions({ baseFeePerGas, gasLimit })[tab]
  return {
    estimatedFee: option.estimatedFee,
    choice: {
      speed: tab,
      gasLimit,
      maxFeePerGas: option.maxFeePerGas,
      maxPriorityFeePerGas: option.maxPriorityFeePerGas,
    },
  }
}

const toGwei = (wei: bigint) => formatUnits(wei, gweiDecimals)

/**
 * The Custom tab's first values: the SPEC §9 defaults (priority fee 10% of the base fee, max fee
 * 125% of it plus the priority fee; legacy: gas price plus 1.5 gwei).
 */
export function defaultCustomGasForm(estimate: GasEstimate): CustomGasForm {
  const gasLimit = estimate.gasLimit.toString()
  if (estimate.baseFeePerGas === undefined) {
    const price = estimate.gasPrice + parseUnits(String(defaultMaxFeeTipGwei), gweiDecimals)
    return { maxFeePerGasGwei: toGwei(price), maxPriorityFeePerGasGwei: toGwei(price), gasLimit }
  }
  const option = gasPanelOptions({
    baseFeePerGas: estimate.baseFeePerGas,
    gasLimit: estimate.gasLimit,
  }).default
  return {
    maxFeePerGasGwei: toGwei(option.maxFeePerGas),
    maxPriorityFeePerGasGwei: toGwei(option.maxPriorityFeePerGas),
    gasLimit,
  }
}

/**
 * The fees of the Custom tab; throws W-106 ('provide gas fee') for an empty or malformed value.
 * The expected cost counts the base fee plus the tip, capped by the max fee.
 */
export function customGasFees(estimate: GasEstimate, form: CustomGasForm): GasFees {
  const choice = parseCustomGasChoice(form)
  if (!isEip1559(estimate)) {
    const legacy = { ...choice, maxPriorityFeePerGas: choice.maxFeePerGas }
    return { estimatedFee: choice.gasLimit * choice.maxFeePerGas, choice: legacy }
  }
  const baseFee = estimate.baseFeePerGas ?? 0n
  const perGas = baseFee + choice.maxPriorityFeePerGas
  const capped = perGas < choice.maxFeePerGas ? perGas : choice.maxFeePerGas
  return { estimatedFee: choice.gasLimit * capped, choice }
}

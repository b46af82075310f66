import type { WalletError } from '@tessera/errors'
import { defaultMaxFeeTipGwei, gweiDecimals, priorityFeePercentOfBaseFee } from '@tessera/protocol'
import type { CustomFeeField, FeeOption, FeeQuote } from '../../fees/FeeQuote.js'
import { formatUnits } from '../../units/formatUnits.js'
import { parseUnits } from '../../units/parseUnits.js'
import type { GasEstimate } from './estimateTransactionGas.js'
import { type GasChoice, parseCustomGasChoice, toFeeChoice } from './gasChoice.js'
import { gasPanelOptions } from './gasPanelOptions.js'
import {
  feesAtLeast,
  type GasFees,
  type RequestedGas,
  requestedGasFees,
} from './requestedGasFees.js'

const percentOf = (value: bigint, percent: number) => (value * BigInt(percent)) / 100n
const toGwei = (wei: bigint) => formatUnits(wei, gweiDecimals)

/**
 * The fee panel of an EVM transaction (SPEC §2, §9) from its gas estimate. `isEip1559` is the
 * transaction's type: a legacy (type 0) transaction pays its max fee as its gas price, so that is
 * its fee, and Custom asks for one gas price; a type 2 one pays the base fee plus its tip. The gas
 * limit and fees an app set on its transaction are used and shown (issue #17): its gas limit in
 * every option, its fees as Normal and Custom's first values, Fast never below them.
 */
export function evmFeeQuote(gasEstimate: GasEstimate, transaction: RequestedGas): FeeQuote {
  const { isEip1559 } = transaction
  const estimate = { ...gasEstimate, gasLimit: transaction.gas ?? gasEstimate.gasLimit }
  const [normal, fast] = [presetGas(estimate, 'normal'), presetGas(estimate, 'fast')]
  const requested = requestedGasFees(transaction, normal)
  const presets = requested
    ? [
        withFees(normal, requested, estimate),
        withFees(fast, feesAtLeast(fast, requested), estimate),
      ]
    : [normal, fast]
  const custom = requested ?? defaultCustomGas(estimate)
  return {
    isEstimated: estimate.isEstimated,
    options: presets.map((gas) => feeOption(gas, isEip1559)),
    custom: isEip1559
      ? [
          { key: 'maxFeePerGas', value: toGwei(custom.maxFeePerGas) },
          { key: 'maxPriorityFeePerGas', value: toGwei(custom.maxPriorityFeePerGas) },
          { key: 'gasLimit', value: estimate.gasLimit.toString() },
        ]
      : [
          { key: 'gasPrice', value: toGwei(custom.maxFeePerGas) },
          { key: 'gasLimit', value: estimate.gasLimit.toString() },
        ],
    estimate: {
      gasLimit: estimate.gasLimit,
      gasPrice: estimate.gasPrice,
      transactionType: isEip1559 ? 2n : 0n,
      ...(estimate.baseFeePerGas === undefined ? {} : { baseFeePerGas: estimate.baseFeePerGas }),
    },
  }
}

/**
 * The Custom tab of an EVM quote as typed (gwei and gas units); W-106 ('provide gas fee') for an
 * empty or malformed value. A legacy transaction's one gas price stands for both fee fields.
 */
export function evmCustomFee(quote: FeeQuote, fields: readonly CustomFeeField[]): FeeOption {
  const typed = (key: CustomFeeField['key']) => fields.find((field) => field.key === key)?.value
  const isEip1559 = quote.estimate.transactionType === 2n
  const maxFee = (isEip1559 ? typed('maxFeePerGas') : typed('gasPrice')) ?? ''
  const choice = parseCustomGasChoice({
    maxFeePerGasGwei: maxFee,
    maxPriorityFeePerGasGwei: (isEip1559 ? typed('maxPriorityFeePerGas') : maxFee) ?? '',
    gasLimit: typed('gasLimit') ?? '',
  })
  const { baseFeePerGas } = quote.estimate
  if (baseFeePerGas === undefined)
    return feeOption({ ...choice, maxPriorityFeePerGas: choice.maxFeePerGas }, isEip1559)
  return feeOption(withFees(choice, choice, { baseFeePerGas }), isEip1559)
}

/**
 * A gas choice with these fees and what it should cost: the base fee plus the tip, capped by the
 * max fee, for each unit of gas (the max fee without a base fee).
 */
function withFees(
  gas: GasChoice,
  fees: GasFees,
  estimate: { readonly baseFeePerGas?: bigint | undefined },
): GasChoice & { readonly estimatedFee: bigint } {
  const { baseFeePerGas } = estimate
  const perGas =
    baseFeePerGas === undefined ? fees.maxFeePerGas : baseFeePerGas + fees.maxPriorityFeePerGas
  const capped = perGas < fees.maxFeePerGas ? perGas : fees.maxFeePerGas
  return { ...gas, ...fees, estimatedFee: gas.gasLimit * capped }
}

/** A gas choice as a panel option: its fee, and the most it can cost (gas limit × max fee). */
function feeOption(gas: GasChoice & { readonly estimatedFee?: bigint }, isEip1559: boolean) {
  const maxFee = gas.gasLimit * gas.maxFeePerGas
  const { estimatedFee, ...choice } = gas
  return {
    speed: choice.speed,
    fee: isEip1559 && estimatedFee !== undefined ? estimatedFee : maxFee,
    maxFee,
    choice: toFeeChoice(choice),
  } satisfies FeeOption
}

/**
 * The Normal and Fast presets (SPEC §9): priority fee 1% / 2% of the base fee, max fee 125% of
 * the base fee plus the priority fee. Without a base fee (legacy chains) the node's gas price,
 * raised by the same percentage for Fast.
 */
function presetGas(
  estimate: GasEstimate,
  speed: 'normal' | 'fast',
): GasChoice & { readonly estimatedFee: bigint } {
  const { gasLimit, baseFeePerGas, gasPrice } = estimate
  if (baseFeePerGas === undefined) {
    const price =
      speed === 'normal'
        ? gasPrice
        : gasPrice + percentOf(gasPrice, priorityFeePercentOfBaseFee.fast)
    return {
      speed,
      gasLimit,
      maxFeePerGas: price,
      maxPriorityFeePerGas: price,
      estimatedFee: gasLimit * price,
    }
  }
  const option = gasPanelOptions({ baseFeePerGas, gasLimit })[speed]
  return {
    speed,
    gasLimit,
    maxFeePerGas: option.maxFeePerGas,
    maxPriorityFeePerGas: option.maxPriorityFeePerGas,
    estimatedFee: option.estimatedFee,
  }
}

/**
 * The Custom tab's first values: the SPEC §9 defaults (priority fee 10% of the base fee, max fee
 * 125% of it plus the priority fee; legacy chains: the gas price plus 1.5 gwei).
 */
function defaultCustomGas(estimate: GasEstimate) {
  if (estimate.baseFeePerGas === undefined) {
    const price = estimate.gasPrice + parseUnits(String(defaultMaxFeeTipGwei), gweiDecimals)
    return { maxFeePerGas: price, maxPriorityFeePerGas: price }
  }
  return gasPanelOptions({ baseFeePerGas: estimate.baseFeePerGas, gasLimit: estimate.gasLimit })
    .default
}

export type EvmCustomFeeErrorType = WalletError<'W-106'>

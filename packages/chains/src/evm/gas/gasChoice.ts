import { WalletError } from '@tessera/errors'
import { gweiDecimals } from '@tessera/protocol'
import type { FeeChoice, FeeSpeed } from '../../fees/FeeQuote.js'
import { parseUnits } from '../../units/parseUnits.js'

/** The fees the user approved on the gas panel: a preset or Custom, in wei. */
export type GasChoice = {
  readonly speed: FeeSpeed
  readonly gasLimit: bigint
  readonly maxFeePerGas: bigint
  readonly maxPriorityFeePerGas: bigint
}

/**
 * Reads the Custom tab (gwei and gas units, as typed). An empty or malformed fee is W-106
 * ('Please provide a gas fee').
 */
export function parseCustomGasChoice(form: {
  readonly maxFeePerGasGwei: string
  readonly maxPriorityFeePerGasGwei: string
  readonly gasLimit: string
}): GasChoice {
  const gwei = (text: string) => {
    const trimmed = text.trim()
    if (!/^\d+(\.\d+)?$/.test(trimmed)) throw new WalletError('W-106')
    return parseUnits(trimmed, gweiDecimals)
  }
  const gasLimitText = form.gasLimit.trim()
  if (!/^\d+$/.test(gasLimitText) || BigInt(gasLimitText) === 0n) throw new WalletError('W-106')
  return {
    speed: 'custom',
    gasLimit: BigInt(gasLimitText),
    maxFeePerGas: gwei(form.maxFeePerGasGwei),
    maxPriorityFeePerGas: gwei(form.maxPriorityFeePerGasGwei),
  }
}

/** A gas choice as the family-agnostic fee choice approvals and sends carry. */
export function toFeeChoice(gas: GasChoice): FeeChoice {
  const { speed, gasLimit, maxFeePerGas, maxPriorityFeePerGas } = gas
  return { speed, values: { gasLimit, maxFeePerGas, maxPriorityFeePerGas } }
}

/** The gas choice a fee choice carries; W-106 when one of its values is missing or not positive. */
export function gasChoiceOf(fee: FeeChoice): GasChoice {
  const { gasLimit, maxFeePerGas, maxPriorityFeePerGas } = fee.values
  if (
    gasLimit === undefined ||
    gasLimit <= 0n ||
    maxFeePerGas === undefined ||
    maxFeePerGas < 0n ||
    maxPriorityFeePerGas === undefined ||
    maxPriorityFeePerGas < 0n
  )
    throw new WalletError('W-106', { details: 'the fee choice is not an EVM gas choice' })
  return { speed: fee.speed, gasLimit, maxFeePerGas, maxPriorityFeePerGas }
}

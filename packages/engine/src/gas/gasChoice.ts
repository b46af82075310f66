import { WalletError } from '@tessera/errors'
import { gweiDecimals } from '@tessera/protocol'
import { parseUnits } from 'viem'
import type { GasSpeed } from './gasPanelOptions.js'

/** The fees the user approved on the gas panel: a preset or Custom, in wei. */
export type GasChoice = {
  readonly speed: GasSpeed | 'custom'
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

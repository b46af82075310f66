import type { Blockhash } from '@solana/kit'
import type { SimulationResult } from '../cluster/simulateExecution.js'
import { encodeInnerInstructions } from './encodeInstructions.js'
import { encodeReturnData } from './encodeReturnData.js'

export type EncodeSimulationOptions = {
  /** The accounts asked for, as the transaction left them; null when none were asked for. */
  readonly accounts: readonly unknown[] | null
  readonly innerInstructions: boolean
  readonly replacementBlockhash: {
    readonly blockhash: Blockhash
    readonly lastValidBlockHeight: bigint
  } | null
}

/**
 * A simulation as `simulateTransaction` answers it, and as a failed preflight's `data`:
 * error, logs, units, return data, fee and balances. Inner instructions come parsed.
 */
export function encodeSimulation(simulation: SimulationResult, options: EncodeSimulationOptions) {
  const balances = (list: readonly string[] | null) => list?.map(BigInt) ?? null
  const keys = simulation.accountKeys?.map((key) => key.pubkey)
  return {
    err: simulation.err,
    logs: simulation.logMessages,
    accounts: options.accounts,
    unitsConsumed: BigInt(simulation.computeUnitsConsumed),
    returnData: simulation.returnData && encodeReturnData(simulation.returnData),
    innerInstructions:
      options.innerInstructions && keys
        ? encodeInnerInstructions(simulation.innerInstructions, keys, 'jsonParsed')
        : null,
    replacementBlockhash: options.replacementBlockhash,
    fee: simulation.fee,
    preBalances: balances(simulation.preBalances),
    postBalances: balances(simulation.postBalances),
    preTokenBalances: simulation.preTokenBalances,
    postTokenBalances: simulation.postTokenBalances,
    loadedAddresses: simulation.loadedAddresses,
  }
}

import { defineMethod, type MethodRow } from '../../requests/MethodRow.js'
import type { EvmContext } from '../EvmContext.js'

/** Declares an EVM method row: its handlers get the EVM context (viem account and clients). */
export function defineEvmMethod<params>(
  row: MethodRow<params, EvmContext>,
): MethodRow<unknown, EvmContext> {
  return defineMethod<params, EvmContext>(row)
}

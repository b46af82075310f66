import { defineMethod, type MethodRow } from '../../requests/MethodRow.js'
import type { SolanaContext } from '../SolanaContext.js'

/** Declares a Solana method row: its handlers get the Solana context (signer and RPC). */
export function defineSolanaMethod<params>(
  row: MethodRow<params, SolanaContext>,
): MethodRow<unknown, SolanaContext> {
  return defineMethod<params, SolanaContext>(row)
}

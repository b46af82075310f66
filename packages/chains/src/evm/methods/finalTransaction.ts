import type { GasChoice } from '../gas/gasChoice.js'
import { normalizeGasPrice } from '../gas/normalizeGasPrice.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'

/**
 * The transaction as it will be sent: the request with the user's gas choice, its fees under the
 * gas price rule of SPEC §5 (W-106 for a transaction that is not type 2 and has no gas price).
 */
export function finalTransaction(params: TransactionParams, gas?: GasChoice): TransactionParams {
  return normalizeGasPrice(gas ? { ...params, gas: gas.gasLimit } : params, gas)
}

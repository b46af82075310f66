import { WalletError } from '@tessera/errors'
import type { GasChoice } from '../../gas/gasChoice.js'
import type { TransactionParams } from './parseTransactionParams.js'

/**
 * The transaction as it will be sent: the request with the user's gas choice (a legacy
 * transaction pays the chosen max fee as its gas price). SPEC §5: a transaction that is not
 * type 2 needs a gas price (W-106); type 2 never carries one.
 */
export function finalTransaction(params: TransactionParams, gas?: GasChoice): TransactionParams {
  const final: TransactionParams = gas
    ? {
        ...params,
        gas: gas.gasLimit,
        gasPrice: params.isEip1559 ? null : gas.maxFeePerGas,
        maxFeePerGas: params.isEip1559 ? gas.maxFeePerGas : null,
        maxPriorityFeePerGas: params.isEip1559 ? gas.maxPriorityFeePerGas : null,
      }
    : params
  if (!final.isEip1559 && final.gasPrice === null) throw new WalletError('W-106')
  return final
}

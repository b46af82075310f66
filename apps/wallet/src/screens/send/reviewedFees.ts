import { assertCanPayGas } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import type { GasFees } from '../requests/transaction/gasFees.js'
import type { TransferGasState } from './useTransferGas.js'

/**
 * The fees a send may be reviewed with (SPEC §8): W-108 when the node could not estimate, the
 * custom fees' own refusal (W-106), W-107 when the native balance cannot pay them with `value`;
 * undefined while the estimate is still coming.
 */
export function reviewedFees(parameters: {
  readonly gas: TransferGasState
  readonly fees: GasFees | WalletError | undefined
  readonly nativeBalance: bigint
  /** The native coin the transfer itself sends. */
  readonly value: bigint
}): { readonly fees: GasFees; readonly isEip1559: boolean } | undefined {
  const { gas, fees } = parameters
  if (gas.status === 'failed') throw new WalletError('W-108')
  if (gas.status === 'loading' || !fees) return undefined
  if (fees instanceof WalletError) throw fees
  assertCanPayGas({
    balance: parameters.nativeBalance,
    value: parameters.value,
    gasLimit: fees.choice.gasLimit,
    maxFeePerGas: fees.choice.maxFeePerGas,
  })
  return { fees, isEip1559: gas.estimate.baseFeePerGas !== undefined }
}

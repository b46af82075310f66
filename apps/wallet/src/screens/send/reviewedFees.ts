import { assertCanPayFee, type FeeOption } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import type { TransferFeeState } from './useTransferFee.js'

/**
 * The fee a send may be reviewed with (SPEC §8): W-108 when the node could not estimate, the
 * Custom fee's own refusal (W-106), W-107 when the native balance cannot pay it with `value`;
 * undefined while the quote is still coming.
 */
export function reviewedFees(parameters: {
  readonly fee: TransferFeeState
  readonly option: FeeOption | WalletError | undefined
  readonly nativeBalance: bigint
  /** The native coin the transfer itself sends. */
  readonly value: bigint
}): FeeOption | undefined {
  const { fee, option } = parameters
  if (fee.status === 'failed') throw new WalletError('W-108')
  if (fee.status === 'loading' || !option) return undefined
  if (option instanceof WalletError) throw option
  assertCanPayFee({
    balance: parameters.nativeBalance,
    value: parameters.value,
    maxFee: option.maxFee,
  })
  return option
}

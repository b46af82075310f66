import { InsufficientFundsError, RpcError, RpcRequestError } from 'viem'
import { describeSendFailure } from '../../transfers/describeSendFailure.js'

/**
 * What the user reads when an EVM send fails (SPEC §8): 'Insufficient Gas to make this
 * transaction.' when viem reports insufficient funds; otherwise the nested provider error's
 * message, else its reason, else its code, else 'Something went wrong'.
 */
export function sendFailureMessage(error: unknown): string {
  return describeSendFailure(error, {
    isInsufficientFunds: (item) => item instanceof InsufficientFundsError,
    nodeMessage: (item) =>
      item instanceof RpcRequestError || item instanceof RpcError
        ? item.details || item.shortMessage
        : undefined,
  })
}

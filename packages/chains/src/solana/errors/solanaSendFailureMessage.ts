import {
  isSolanaError,
  SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
} from '@solana/kit'
import { describeSendFailure } from '../../transfers/describeSendFailure.js'
import { solanaNodeError } from './solanaNodeError.js'

/**
 * What the user reads when a Solana send fails (SPEC §8): 'Insufficient Gas to make this
 * transaction.' when the fee payer cannot pay (no SOL at all, too little for the fee, or too
 * little left for its own rent); otherwise the node's message, else 'Something went wrong'.
 */
export function solanaSendFailureMessage(error: unknown): string {
  return describeSendFailure(error, {
    isInsufficientFunds: (item) =>
      isSolanaError(item, SOLANA_ERROR__TRANSACTION_ERROR__ACCOUNT_NOT_FOUND) ||
      isSolanaError(item, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE) ||
      // The fee payer is account 0: another account short of rent is the recipient's matter.
      (isSolanaError(item, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT) &&
        item.context.accountIndex === 0),
    nodeMessage: (item) => solanaNodeError(item)?.message,
  })
}

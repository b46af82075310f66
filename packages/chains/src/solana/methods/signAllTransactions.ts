import { invalidParams } from '../../params/invalidParams.js'
import { transactionListRequired } from '../requests/solanaRequestTexts.js'
import { encodeTransaction } from '../transactions/encodeTransaction.js'
import { signTransactionRequest } from '../transactions/signTransactionRequest.js'
import { transactionMethod } from './transactionMethod.js'

/**
 * signAllTransactions `{ message: [base58 transaction, …] }` (SPEC §6, §7): after one approval of
 * them all, each with the wallet's signature added, in the order sent (C-047). Not sent.
 */
export const signAllTransactions = transactionMethod({
  method: 'signAllTransactions',
  read: (message) => {
    if (!Array.isArray(message) || message.length === 0)
      throw invalidParams(transactionListRequired)
    return message
  },
  run: async (requests, context) =>
    Promise.all(
      requests.map(async (request) =>
        encodeTransaction(await signTransactionRequest(request, context.account)),
      ),
    ),
})

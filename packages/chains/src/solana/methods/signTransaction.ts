import { encodeTransaction } from '../transactions/encodeTransaction.js'
import { signTransactionRequest } from '../transactions/signTransactionRequest.js'
import { transactionMethod } from './transactionMethod.js'

/**
 * signTransaction `{ message: base58 transaction }` (SPEC §6, §7): after approval, the
 * transaction with the wallet's signature added, serialized, base58 (C-046). Not sent.
 */
export const signTransaction = transactionMethod({
  method: 'signTransaction',
  read: (message) => [message],
  run: async ([request], context) => {
    if (!request) throw new Error('signTransaction parses one transaction')
    return encodeTransaction(await signTransactionRequest(request, context.account))
  },
})

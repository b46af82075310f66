import { getBase64EncodedWireTransaction } from '@solana/kit'
import { hostTransactionActivity } from '../activities/hostTransactionActivity.js'
import { describeTransaction } from '../requests/describeTransaction.js'
import { signTransactionRequest } from '../transactions/signTransactionRequest.js'
import { transactionMethod } from './transactionMethod.js'

/**
 * signAndSendTransaction `{ message: base58 transaction }` (SPEC §6, §7): after approval, signed
 * and sent to the selected network's node (preflight at `confirmed`), recorded as a Transaction
 * activity, Success at once (SPEC §4); answers `{ signature, publicKey }`, both base58 (C-048).
 * Refused before approval when another signer's signature is missing.
 */
export const signAndSendTransaction = transactionMethod({
  method: 'signAndSendTransaction',
  read: (message) => [message],
  run: async ([request], context) => {
    if (!request) throw new Error('signAndSendTransaction parses one transaction')
    const network = context.networks.selected()
    const wallet = context.account.address
    const signed = await signTransactionRequest(request, context.account)
    const signature = await context
      .client(network)
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
    context.activities.record(
      hostTransactionActivity({
        network,
        signature,
        wallet,
        transaction: describeTransaction(request, wallet),
      }),
    )
    return { signature, publicKey: wallet }
  },
})

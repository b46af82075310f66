import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import type { MethodRow } from '../../requests/MethodRow.js'
import { quoteTransactionsFee } from '../fees/quoteTransactionsFee.js'
import { describeTransaction } from '../requests/describeTransaction.js'
import { readRequestObject } from '../requests/readRequestObject.js'
import { transactionLabel } from '../requests/solanaRequestTexts.js'
import type { SolanaContext } from '../SolanaContext.js'
import { simulateTransactions } from '../simulation/simulateTransactions.js'
import { parseTransactionParam } from '../transactions/parseTransactionParam.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import { defineSolanaMethod } from './defineSolanaMethod.js'

type TransactionMethodName = 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'

/** The parsed params of a transaction method: its transactions, in the order sent. */
export type TransactionsParams = { readonly transactions: readonly SolanaTransactionRequest[] }

/**
 * A row of the methods that sign host transactions (SPEC §6: approval needed, P-009…P-011):
 * each transaction is checked before the user is asked (`parseTransactionParam`), described from
 * its own bytes, its fee quoted and its effect simulated.
 */
export function transactionMethod(parameters: {
  readonly method: TransactionMethodName
  /** The transaction params in the request's `message`: one, or a list. */
  readonly read: (message: unknown) => readonly unknown[]
  readonly run: (
    transactions: readonly SolanaTransactionRequest[],
    context: SolanaContext,
  ) => Promise<unknown>
}): MethodRow<unknown, SolanaContext> {
  const { method, read, run } = parameters
  return defineSolanaMethod<TransactionsParams>({
    needsApproval: true,
    needsAccount: true,
    parseParams: async (params, context) => {
      const values = read(readRequestObject(params).message)
      const client = context.client(context.networks.selected())
      const transactions = await Promise.all(
        values.map((value, index) =>
          parseTransactionParam(value, {
            client,
            wallet: context.account.address,
            label: transactionLabel(index, values.length),
            isSent: method === 'signAndSendTransaction',
          }),
        ),
      )
      return { transactions }
    },
    describe: ({ transactions }, context) => ({
      kind: 'solanaTransactions',
      method,
      chain: chainSummaryOf(context.networks.selected()),
      from: context.account.address,
      transactions: transactions.map((request) =>
        describeTransaction(request, context.account.address),
      ),
    }),
    quoteFee: ({ transactions }, context) => quoteTransactionsFee(transactions, context),
    simulate: ({ transactions }, context) => simulateTransactions(transactions, context),
    run: ({ params }, context) => run(params.transactions, context),
  })
}

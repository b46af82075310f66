import type { MethodTable } from '../../requests/MethodRow.js'
import type { SolanaContext } from '../SolanaContext.js'
import { connect } from './connect.js'
import { getAccounts } from './getAccounts.js'
import { signAllTransactions } from './signAllTransactions.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { signMessage } from './signMessage.js'
import { signTransaction } from './signTransaction.js'

/**
 * The Solana methods the wallet answers (SPEC §7), one row each; any other method gets
 * method_not_supported (no forwarding). Which rows need approval mirrors SPEC §6.
 */
export const solanaMethodTable: MethodTable<SolanaContext> = {
  connect,
  getAccounts,
  signTransaction,
  signAllTransactions,
  signAndSendTransaction,
  signMessage,
}

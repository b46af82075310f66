import {
  type Address,
  type Base64EncodedWireTransaction,
  getAccountMetasFromCompiledTransactionMessage,
  isWritableRole,
  type LoadedAddresses,
} from '@solana/kit'
import type { BalanceChange, SimulationResult } from '../../simulation/SimulationResult.js'
import { messageFee } from '../fees/messageFee.js'
import type { SolanaClient } from '../SolanaContext.js'
import { requireOpenTransaction } from '../transactions/requireOpenTransaction.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import { describeSimulationFailure } from './describeSimulationFailure.js'
import { readWalletHoldings } from './readWalletHoldings.js'
import { walletBalanceChanges } from './walletBalanceChanges.js'

/** One transaction's simulated effect on the wallet, or why it would fail. */
export type TransactionSimulation =
  | { readonly status: 'success'; readonly changes: readonly BalanceChange[] }
  | Exclude<SimulationResult, { readonly status: 'success' }>

/**
 * What one transaction would do to the wallet's balances, before it is signed: it runs on the
 * node (`simulateTransaction` over the latest blockhash, signatures not checked) and the wallet
 * and the token accounts of its own that the transaction writes, or may create, are read before
 * and as it leaves them. The fee is not counted (the fee field shows it).
 */
export async function simulateTransactionRequest(
  request: SolanaTransactionRequest,
  parameters: { readonly client: SolanaClient; readonly wallet: string },
): Promise<TransactionSimulation> {
  const { client, wallet } = parameters
  const { message, transaction } = requireOpenTransaction(request)
  const writable = getAccountMetasFromCompiledTransactionMessage(
    message,
    request.loadedAddresses as LoadedAddresses,
  )
    .filter((meta) => isWritableRole(meta.role) && meta.address !== wallet)
    .map((meta) => meta.address)
  const candidates = [wallet as Address, ...new Set(writable)]
  const { value: current } = await client
    .getMultipleAccounts(candidates, { encoding: 'jsonParsed' })
    .send()
  const before = readWalletHoldings(wallet, candidates, current)
  // The wallet, its token accounts, and accounts that do not exist yet (maybe its new ones).
  const watched = candidates.filter(
    (address, index) => index === 0 || !current[index] || before.tokens.has(address),
  )
  const { value: simulated } = await client
    .simulateTransaction(request.wireTransaction as Base64EncodedWireTransaction, {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: watched, encoding: 'jsonParsed' },
    })
    .send()
  if (simulated.err !== null)
    return { status: 'reverted', reason: describeSimulationFailure(simulated.err, simulated.logs) }
  const after = readWalletHoldings(wallet, watched, simulated.accounts)
  const isFeePayer = message.staticAccounts[0] === wallet
  // Older nodes do not say the fee of a simulation: ask for the message's.
  const fee =
    simulated.fee ??
    (await messageFee(client, { messageBytes: transaction.messageBytes, estimate: () => 0n })).fee
  const feePaid = isFeePayer ? fee : 0n
  return { status: 'success', changes: walletBalanceChanges(before, after, feePaid) }
}

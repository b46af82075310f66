import type { BalanceChange, SimulationResult } from '../../simulation/SimulationResult.js'
import { transactionLabel } from '../requests/solanaRequestTexts.js'
import type { SolanaContext } from '../SolanaContext.js'
import type { SolanaTransactionRequest } from '../transactions/SolanaTransactionRequest.js'
import { simulateTransactionRequest } from './simulateTransactionRequest.js'

/**
 * What a request's transactions would do to the wallet's balances, each run on the node's
 * current state: their changes summed, named by the token list where it knows the mint. The
 * first that would fail makes the whole `reverted` ('transaction 2: …'); a node that cannot
 * simulate gives `unavailable`.
 */
export async function simulateTransactions(
  transactions: readonly SolanaTransactionRequest[],
  context: SolanaContext,
): Promise<SimulationResult> {
  const network = context.networks.selected()
  const client = context.client(network)
  const wallet = context.account.address
  let results: Awaited<ReturnType<typeof simulateTransactionRequest>>[]
  try {
    results = await Promise.all(
      transactions.map((request) => simulateTransactionRequest(request, { client, wallet })),
    )
  } catch {
    // The node refused to simulate (an old node, a malformed answer): nothing to predict.
    return { status: 'unavailable', reason: 'the node could not simulate the transaction' }
  }
  const failed = results.findIndex((result) => result.status !== 'success')
  const failure = results[failed]
  if (failure && failure.status !== 'success') {
    const label = transactionLabel(failed, results.length)
    return results.length === 1 ? failure : { ...failure, reason: `${label}: ${failure.reason}` }
  }
  const known = await context.knownTokens(network).catch(() => [])
  const symbols = new Map(known.map((token) => [token.address, token.symbol]))
  return {
    status: 'success',
    changes: sumChanges(
      results.flatMap((result) => (result.status === 'success' ? result.changes : [])),
    ).map((change) => {
      const symbol = change.asset.type === 'token' ? symbols.get(change.asset.address) : undefined
      return symbol === undefined ? change : { ...change, symbol }
    }),
  }
}

/** Changes of the same asset added up, in the order first seen; those that net to nothing left out. */
function sumChanges(changes: readonly BalanceChange[]): BalanceChange[] {
  const byAsset = new Map<string, BalanceChange>()
  for (const change of changes) {
    const key = change.asset.type === 'token' ? change.asset.address : change.asset.type
    const seen = byAsset.get(key)
    byAsset.set(key, seen ? { ...seen, delta: seen.delta + change.delta } : change)
  }
  return [...byAsset.values()].filter((change) => change.delta !== 0n)
}

import { type Client, type Hex, numberToHex } from 'viem'
import type { SimulationResult } from '../../simulation/SimulationResult.js'
import type { TransactionCall } from '../client/TransactionCall.js'
import { assetMovements, type SimulatedLog } from './assetMovements.js'
import { balanceChanges } from './balanceChanges.js'
import { describeRevert } from './describeRevert.js'
import { readChangeMetadata } from './readChangeMetadata.js'

export type SimulateTransactionParameters = {
  readonly client: Client
  /**
   * What the user would approve, in the order it is sent from one account: one
   * `eth_sendTransaction`, or the calls of a wallet_sendCalls batch (EIP-5792).
   */
  readonly transactions: readonly [TransactionCall, ...TransactionCall[]]
}

type SimulatedCall = {
  readonly status: Hex
  readonly returnData?: Hex
  readonly logs?: readonly SimulatedLog[]
  readonly error?: { readonly message?: string }
}

/** JSON-RPC "method not found": the node has no `eth_simulateV1`. */
const methodNotFoundCode = -32601

/**
 * Predicts what a transaction, or a batch of them (issue #17), would do to the sender's
 * balances, before approval: runs them in order in one block on the node with `eth_simulateV1`
 * (`traceTransfers` on, so native transfers show as logs) over the latest block, each seeing the
 * state the ones before it left (a swap its approve), and reads the native, ERC-20, ERC-721 and
 * ERC-1155 transfers they would make, netted. The first that would fail gives `reverted` with
 * the decoded reason ('call 2 of 3: …' in a batch).
 */
export async function simulateTransaction(
  parameters: SimulateTransactionParameters,
): Promise<SimulationResult> {
  const { client, transactions } = parameters
  const calls = transactions.map((transaction) => ({
    from: transaction.from,
    ...(transaction.to ? { to: transaction.to } : {}),
    ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
    ...(transaction.data ? { data: transaction.data } : {}),
    ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
  }))
  let blocks: unknown
  try {
    blocks = await client.request({
      method: 'eth_simulateV1',
      params: [{ blockStateCalls: [{ calls }], traceTransfers: true }, 'latest'],
    })
  } catch (error) {
    if (rpcErrorCode(error) === methodNotFoundCode)
      return { status: 'unavailable', reason: 'the node cannot simulate transactions' }
    // The node refused a call itself (e.g. the sender cannot pay the value sent).
    return { status: 'reverted', reason: rpcErrorMessage(error) }
  }
  const simulated = simulatedCalls(blocks, calls.length)
  if (!simulated) return { status: 'unavailable', reason: 'the node gave no simulation result' }
  const failed = simulated.findIndex((call) => call.status !== '0x1')
  const failure = simulated[failed]
  if (failure) {
    const reason =
      failure.returnData && failure.returnData !== '0x'
        ? describeRevert(failure.returnData)
        : (failure.error?.message ?? describeRevert(undefined))
    return {
      status: 'reverted',
      reason: calls.length === 1 ? reason : `call ${failed + 1} of ${calls.length}: ${reason}`,
    }
  }
  const logs = simulated.flatMap((call) => call.logs ?? [])
  const changes = balanceChanges(assetMovements(logs), transactions[0].from)
  return {
    status: 'success',
    changes: await readChangeMetadata(client, changes),
  }
}

/** The result of each call, in order; undefined unless the node answered one for every call. */
function simulatedCalls(blocks: unknown, count: number): SimulatedCall[] | undefined {
  if (!Array.isArray(blocks)) return undefined
  const calls = (blocks[0] as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length !== count) return undefined
  return calls.every((call) => typeof call === 'object' && call !== null && 'status' in call)
    ? (calls as SimulatedCall[])
    : undefined
}

/** Viem wraps RPC errors; the node's code sits somewhere on the cause chain. */
function rpcErrorCode(error: unknown): number | undefined {
  for (let current = error; current instanceof Error; current = current.cause)
    if ('code' in current && typeof current.code === 'number') return current.code
  return undefined
}

function rpcErrorMessage(error: unknown): string {
  const details = error instanceof Error && 'details' in error ? error.details : undefined
  return typeof details === 'string' && details !== ''
    ? details
    : 'the node rejected the transaction'
}

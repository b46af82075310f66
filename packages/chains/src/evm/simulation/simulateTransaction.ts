import { type Client, type Hex, numberToHex } from 'viem'
import type { SimulationResult } from '../../simulation/SimulationResult.js'
import type { TransactionCall } from '../client/TransactionCall.js'
import { assetMovements, type SimulatedLog } from './assetMovements.js'
import { balanceChanges } from './balanceChanges.js'
import { describeRevert } from './describeRevert.js'
import { readChangeMetadata } from './readChangeMetadata.js'

export type SimulateTransactionParameters = {
  readonly client: Client
  /** The `eth_sendTransaction` request, as the user would approve it. */
  readonly transaction: TransactionCall
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
 * Predicts what an `eth_sendTransaction` would do to the sender's balances, before approval:
 * runs it on the node with `eth_simulateV1` (`traceTransfers` on, so native transfers show as
 * logs) against the latest block, and reads the native, ERC-20, ERC-721 and ERC-1155 transfers
 * it would make. A transaction that would fail gives `reverted` with the decoded reason.
 */
export async function simulateTransaction(
  parameters: SimulateTransactionParameters,
): Promise<SimulationResult> {
  const { client, transaction } = parameters
  const call = {
    from: transaction.from,
    ...(transaction.to ? { to: transaction.to } : {}),
    ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
    ...(transaction.data ? { data: transaction.data } : {}),
    ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
  }
  let blocks: unknown
  try {
    blocks = await client.request({
      method: 'eth_simulateV1',
      params: [{ blockStateCalls: [{ calls: [call] }], traceTransfers: true }, 'latest'],
    })
  } catch (error) {
    if (rpcErrorCode(error) === methodNotFoundCode)
      return { status: 'unavailable', reason: 'the node cannot simulate transactions' }
    // The node refused the call itself (e.g. the sender cannot pay the value sent).
    return { status: 'reverted', reason: rpcErrorMessage(error) }
  }
  const simulated = firstCall(blocks)
  if (!simulated) return { status: 'unavailable', reason: 'the node gave no simulation result' }
  if (simulated.status !== '0x1')
    return {
      status: 'reverted',
      reason:
        simulated.returnData && simulated.returnData !== '0x'
          ? describeRevert(simulated.returnData)
          : (simulated.error?.message ?? describeRevert(undefined)),
    }
  const changes = balanceChanges(assetMovements(simulated.logs ?? []), transaction.from)
  return {
    status: 'success',
    changes: await readChangeMetadata(client, changes),
  }
}

function firstCall(blocks: unknown): SimulatedCall | undefined {
  if (!Array.isArray(blocks)) return undefined
  const calls = (blocks[0] as { calls?: unknown } | undefined)?.calls
  const call = Array.isArray(calls) ? (calls[0] as unknown) : undefined
  return typeof call === 'object' && call !== null && 'status' in call
    ? (call as SimulatedCall)
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

import { afterEach, describe, expect, test } from 'vitest'
import type { SolanaContext } from '../SolanaContext.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { type FakeRpcAnswer, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'
import { solanaActivity } from './solanaActivity.js'

const signature =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function follow(answer: FakeRpcAnswer) {
  const node = await startFakeSolanaRpc(answer)
  stop = node.stop
  const network = solanaTestNetwork(node.url)
  const context = {
    networks: { find: () => network },
    client: solanaAdapter.createClient,
  } as unknown as SolanaContext
  const activity = solanaActivity({
    network,
    signature,
    operation: 'Send',
    from: 'a',
    to: 'b',
    amount: '1',
    customToken: null,
  })
  return { progress: await solanaAdapter.followActivity(context, activity), calls: node.calls }
}

const landed = (err: unknown) => ({
  slot: 10,
  blockTime: null,
  meta: { err, fee: 5_000, computeUnitsConsumed: 150, preBalances: [], postBalances: [] },
  transaction: { signatures: [signature], message: {} },
})

describe('followSolanaActivity', () => {
  test('default: F-009 once the node has it, its fee and compute units; nothing more to come', async () => {
    const { progress, calls } = await follow(() => landed(null))
    expect(progress).toEqual({
      status: 'Success',
      transaction: { fee: '5000', computeUnitsConsumed: '150' },
      isAwaitingDetails: false,
    })
    expect(calls).toEqual([
      {
        method: 'getTransaction',
        params: [
          signature,
          { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
        ],
      },
    ])
  })

  test('behavior: S-016 not found yet → null, so the log asks again after 2 s (K-027)', async () => {
    expect((await follow(() => null)).progress).toBeNull()
    expect(solanaAdapter.activityPollIntervalMs).toBe(2_000)
  })

  test('behavior: a transaction that failed on chain is Failed, with its fee', async () => {
    const { progress } = await follow(() => landed({ InstructionError: [0, { Custom: 1 }] }))
    expect(progress).toMatchObject({ status: 'Failed', transaction: { fee: '5000' } })
  })
})

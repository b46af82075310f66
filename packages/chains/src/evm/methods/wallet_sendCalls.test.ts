import type { WalletEngine } from '@tessera/engine'
import {
  createTestEngine,
  memoryCallBatchStore,
  requestApproved,
  testAccount,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const address = testAccount.address
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const batch = (fields: Record<string, unknown> = {}) => ({
  version: '2.0.0',
  chainId: '0x1',
  atomicRequired: false,
  calls: [
    { to, value: '0x1' },
    { to, data: '0xa9059cbb' },
  ],
  ...fields,
})
const sendCalls = (fields: Record<string, unknown> = {}, id = 1) => ({
  id,
  method: 'wallet_sendCalls',
  params: [batch(fields)],
})

/** The host's error for a batch refused before approval; fails if it waits for approval. */
async function refusal(fields: Record<string, unknown>) {
  const { engine } = createTestEngine()
  const error = await wireErrorOf(engine.request(sendCalls(fields)))
  expect(engine.approvals.snapshot().pending).toEqual([])
  return error
}

describe('wallet_sendCalls', () => {
  test('default: #17 EIP-5792 the calls of a batch wait in one approval listing each call', async () => {
    const { engine } = createTestEngine()
    engine.request(sendCalls({ from: address }))
    const pending = await waitForPending(engine, 1)
    expect(engine.approvals.snapshot().pending).toHaveLength(1)
    expect(pending.description).toEqual({
      kind: 'sendCalls',
      method: 'wallet_sendCalls',
      chain: { networkId: 'eip155:1', chainName: 'Chain 1' },
      from: address,
      calls: [
        { to, value: 1n, data: null },
        { to, value: 0n, data: '0xa9059cbb' },
      ],
    })
  })

  test('error: #17 EIP-5792 atomicRequired: true → 5760 before approval', async () => {
    expect(await refusal({ atomicRequired: true })).toMatchObject({
      code: 5760,
      message: 'Atomic execution not supported: this account runs calls one after another',
    })
  })

  test('error: #17 EIP-5792 another chain than the selected one → 5710 before approval', async () => {
    expect(await refusal({ chainId: '0x89' })).toMatchObject({
      code: 5710,
      message: expect.stringContaining('Unsupported chain id 0x89'),
    })
  })

  test('error: #17 EIP-5792 a required capability, of the batch or of a call → 5700', async () => {
    expect(await refusal({ capabilities: { paymasterService: { url: 'x' } } })).toMatchObject({
      code: 5700,
      message: 'Unsupported non-optional capability: paymasterService',
    })
    expect(await refusal({ calls: [{ to, capabilities: { auxiliaryFunds: {} } }] })).toMatchObject({
      code: 5700,
    })
  })

  test('behavior: #17 EIP-5792 an optional capability is ignored: the batch waits for approval', async () => {
    const { engine } = createTestEngine()
    engine.request(sendCalls({ capabilities: { paymasterService: { optional: true } } }))
    expect((await waitForPending(engine, 1)).description.kind).toBe('sendCalls')
  })

  test('error: #17 EIP-5792 no calls, or a bad call → -32602 naming the call', async () => {
    expect(await refusal({ calls: [] })).toMatchObject({
      code: -32602,
      message: 'invalid calls: a list of at least one call',
    })
    expect(await refusal({ calls: [{ to }, { to: '0x12' }] })).toMatchObject({
      code: -32602,
      message: 'invalid calls[1]: invalid to: not an address (0x and 40 hex digits)',
    })
    expect(await refusal({ calls: [{ to, value: '12' }] })).toMatchObject({ code: -32602 })
    expect(await refusal({ calls: [null] })).toMatchObject({ code: -32602 })
    // A value with neither to nor data would create an empty contract and lose it.
    expect(await refusal({ calls: [{ value: '0x1' }] })).toMatchObject({
      code: -32602,
      message: 'invalid calls[0]: a call needs a to or data',
    })
  })

  test('error: #17 EIP-5792 more than 20 calls → 5740 before approval', async () => {
    const calls = Array.from({ length: 21 }, () => ({ to, value: '0x1' }))
    expect(await refusal({ calls })).toMatchObject({
      code: 5740,
      message: 'Batch too large: at most 20 calls in one wallet_sendCalls',
    })
  })

  test('error: #17 EIP-5792 another version, a missing atomicRequired, another from → -32602', async () => {
    expect(await refusal({ version: '1.0' })).toMatchObject({ code: -32602 })
    expect(await refusal({ atomicRequired: undefined })).toMatchObject({ code: -32602 })
    expect(await refusal({ from: to })).toMatchObject({
      code: -32602,
      message: 'must provide an Ethereum address',
    })
    expect(await refusal({ chainId: 1 })).toMatchObject({ code: -32602 })
  })

  test('error: #17 EIP-5792 a batch id already sent → 5720 before approval', async () => {
    const sent = {
      id: 'batch-1',
      networkId: 'eip155:1' as const,
      callCount: 1,
      hashes: [],
      isComplete: true,
    }
    const { engine: again } = createTestEngine({
      callBatches: { find: (id) => (id === sent.id ? sent : undefined), save: () => undefined },
    })
    expect(await wireErrorOf(again.request(sendCalls({ id: 'batch-1' })))).toMatchObject({
      code: 5720,
      message: 'A batch with id batch-1 was already sent',
    })
    expect(again.approvals.snapshot().pending).toEqual([])
  })

  test('error: #17 EIP-5792 a first call that cannot be sent fails the request and keeps no batch', async () => {
    const saved: unknown[] = []
    const { engine } = createTestEngine({
      callBatches: { find: () => undefined, save: (batch) => saved.push(batch) },
    })
    const answer = requestApproved(engine, sendCalls({ id: 'batch-2' }))
    expect(await wireErrorOf(answer)).toMatchObject({ code: expect.any(Number) })
    expect(saved).toEqual([])
  })
})

describe('wallet_sendCalls stopped before its first call', () => {
  const statusOf = (engine: WalletEngine, id: string) =>
    engine.request({ id: 9, method: 'wallet_getCallsStatus', params: [id] })

  test('behavior: #17 EIP-5792 logout right after approval: the host gets its id, nothing is sent, status 400', async () => {
    const callBatches = memoryCallBatchStore()
    const { engine } = createTestEngine({ callBatches })
    const answer = engine.request(sendCalls({ id: 'logged-out' }))
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    engine.logout()
    expect(await answer).toEqual({ id: 'logged-out' })
    // The next login of the same user, with the same stored batches.
    const { engine: next } = createTestEngine({ callBatches })
    expect(await statusOf(next, 'logged-out')).toMatchObject({ status: 400, receipts: [] })
  })

  test('behavior: #17 EIP-5792 another network selected right after approval: the host gets its id, status 400', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(sendCalls({ id: 'switched' }))
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    engine.networks.select('eip155:137')
    expect(await answer).toEqual({ id: 'switched' })
    expect(await statusOf(engine, 'switched')).toMatchObject({
      chainId: '0x1',
      status: 400,
      receipts: [],
    })
  })

  test('error: #17 EIP-2255 a revoke right after approval: nothing is sent and the request fails with 4100', async () => {
    const callBatches = memoryCallBatchStore()
    const { engine } = createTestEngine({ callBatches })
    const answer = engine.request(sendCalls({ id: 'revoked' }))
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    engine.connection.disconnect()
    expect(await wireErrorOf(answer)).toMatchObject({ code: 4100 })
    expect(callBatches.find('revoked')).toBeUndefined()
  })
})

describe('wallet_getCallsStatus and wallet_showCallsStatus', () => {
  test('error: #17 EIP-5792 an id the app never sent → 5730, and the wallet is asked to show nothing', async () => {
    const { engine, events } = createTestEngine()
    for (const method of ['wallet_getCallsStatus', 'wallet_showCallsStatus'])
      expect(await wireErrorOf(engine.request({ id: 1, method, params: ['nope'] }))).toEqual({
        code: 5730,
        message: 'Unknown batch id nope',
        data: { code: 'unknown_batch_id' },
      })
    expect(events).toEqual([])
  })

  test('default: #17 EIP-5792 wallet_showCallsStatus of a batch the app sent answers null and asks the wallet to show that batch', async () => {
    const callBatches = memoryCallBatchStore()
    callBatches.save({
      id: 'shown',
      networkId: 'eip155:1',
      callCount: 2,
      hashes: [`0x${'ab'.repeat(32)}`],
      isComplete: false,
    })
    const { engine, events } = createTestEngine({ callBatches })
    expect(
      await engine.request({ id: 1, method: 'wallet_showCallsStatus', params: ['shown'] }),
    ).toBeNull()
    expect(events).toEqual([{ type: 'showCallsStatus', batchId: 'shown' }])
  })

  test('behavior: #17 EIP-5792 wallet_showCallsStatus in NoUI mode answers null and asks the wallet to show nothing', async () => {
    const callBatches = memoryCallBatchStore()
    callBatches.save({
      id: 'shown',
      networkId: 'eip155:1',
      callCount: 1,
      hashes: [`0x${'ab'.repeat(32)}`],
      isComplete: true,
    })
    const { engine, events } = createTestEngine({ callBatches, appMode: 'noUI' })
    expect(
      await engine.request({ id: 1, method: 'wallet_showCallsStatus', params: ['shown'] }),
    ).toBeNull()
    expect(events).toEqual([])
  })

  test('error: #17 EIP-5792 an id that is not a string → -32602', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(engine.request({ id: 1, method: 'wallet_getCallsStatus', params: [12] })),
    ).toMatchObject({ code: -32602 })
  })
})

describe('wallet_getCapabilities', () => {
  test('default: #17 EIP-5792 an EOA: atomic execution unsupported on each of the wallet chains', async () => {
    const { engine } = createTestEngine()
    expect(
      await engine.request({ id: 1, method: 'wallet_getCapabilities', params: [address] }),
    ).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0x89': { atomic: { status: 'unsupported' } },
    })
    expect(
      await engine.request({
        id: 2,
        method: 'wallet_getCapabilities',
        params: [address, ['0x89', '0x2a']],
      }),
    ).toEqual({ '0x89': { atomic: { status: 'unsupported' } } })
  })

  test('error: #17 EIP-5792 another account or bad chain ids → -32602', async () => {
    const { engine } = createTestEngine()
    const ask = (params: unknown) =>
      wireErrorOf(engine.request({ id: 1, method: 'wallet_getCapabilities', params }))
    expect(await ask([to])).toMatchObject({ code: -32602 })
    expect(await ask([address, '0x1'])).toMatchObject({ code: -32602 })
    expect(await ask([address, ['mainnet']])).toMatchObject({ code: -32602 })
  })
})

import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import type { WalletEngine } from '@tessera/engine'
import {
  engineOnLocalChain,
  memoryCallBatchStore,
  requestApproved,
  startedForFile,
  testNetwork,
  waitForPending,
} from '@tessera/engine/testing'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  maxUint256,
  numberToHex,
  publicActions,
} from 'viem'
import { readContract } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import type { CallsStatus } from '../calls/callsStatusOf.js'
import { startLocalChain } from '../testing/startLocalChains.js'

const devnet = startedForFile(startLocalChain)
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dead = '0x000000000000000000000000000000000000dEaD'
const transferTusd = (amount: bigint, to: Address = recipient) => ({
  to: fixtureAddresses.tusd,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

const sendCalls = (calls: readonly object[], id: string) => ({
  id: 1,
  method: 'wallet_sendCalls',
  params: [
    {
      version: '2.0.0',
      id,
      chainId: numberToHex(devnet().chain.id),
      atomicRequired: false,
      calls,
    },
  ],
})
const statusOf = (engine: WalletEngine, id: string) =>
  engine.request({ id: 2, method: 'wallet_getCallsStatus', params: [id] }) as Promise<CallsStatus>

/**
 * The devnet with its blocks held: a transaction sent waits in the pool until `mine`, so a batch
 * can be looked at while its first call is not on chain yet.
 */
async function heldChain() {
  const { chain, rpcUrl } = devnet()
  const node = createTestClient({ chain, transport: http(rpcUrl), mode: 'anvil' }).extend(
    publicActions,
  )
  await node.setAutomine(false)
  const nonce = (blockTag: 'latest' | 'pending') =>
    node.getTransactionCount({ address: testUserAccount.address, blockTag })
  return {
    nonce,
    /** Mines what waits, and each later transaction as it comes. */
    mine: async () => {
      await node.setAutomine(true)
      await node.mine({ blocks: 1 })
    },
    release: () => node.setAutomine(true),
  }
}

/** Sends a batch with approval and answers the status once nothing of it is pending. */
async function sentBatch(calls: readonly object[], id: string) {
  const engine = engineOnLocalChain(devnet())
  const answer = await requestApproved(engine, sendCalls(calls, id))
  await expect.poll(async () => (await statusOf(engine, id)).status).not.toBe(100)
  return { engine, answer, status: await statusOf(engine, id) }
}

describe('wallet_sendCalls on the devnet', () => {
  test('behavior: #17 EIP-5792 a batch of two calls is sent one after another: status 200 with two receipts', async () => {
    const { engine, answer, status } = await sentBatch(
      [{ to: recipient, value: '0x1' }, transferTusd(1n)],
      'two-calls',
    )
    expect(answer).toEqual({ id: 'two-calls' })
    expect(status).toMatchObject({
      version: '2.0.0',
      id: 'two-calls',
      chainId: numberToHex(devnet().chain.id),
      status: 200,
      atomic: false,
      receipts: [
        { status: '0x1', logs: [] },
        { status: '0x1', logs: [{ address: fixtureAddresses.tusd.toLowerCase() }] },
      ],
    })
    // Each call is its own transaction in the user's Activity.
    const hashes = status.receipts.map((receipt) => receipt.transactionHash)
    expect(engine.activities.list(devnet().network.id).map((activity) => activity.txHash)).toEqual(
      expect.arrayContaining(hashes),
    )
  })

  test('behavior: #17 EIP-5792 a later call that cannot be sent stops the batch: status 600 with the first receipt', async () => {
    const { status } = await sentBatch(
      [{ to: recipient, value: '0x1' }, transferTusd(maxUint256)],
      'second-fails',
    )
    expect(status).toMatchObject({ status: 600, receipts: [{ status: '0x1' }] })
    expect(status.receipts).toHaveLength(1)
  })

  test('behavior: #17 EIP-5792 the host gets {id} while the second call still waits for the first to be mined; 200 once both are', async () => {
    const chain = await heldChain()
    try {
      const engine = engineOnLocalChain(devnet())
      const before = await chain.nonce('latest')
      const answer = await requestApproved(
        engine,
        sendCalls([{ to: recipient, value: '0x1' }, transferTusd(1n)], 'held'),
      )
      expect(answer).toEqual({ id: 'held' })
      expect(await statusOf(engine, 'held')).toMatchObject({ status: 100, receipts: [] })
      // Only the first call is with the node: the second waits for its receipt.
      expect(await chain.nonce('pending')).toBe(before + 1)
      await chain.mine()
      // The batch asks for the first receipt once a second (receiptUnlessStopped).
      await expect
        .poll(async () => (await statusOf(engine, 'held')).status, { timeout: 10_000 })
        .toBe(200)
      expect((await statusOf(engine, 'held')).receipts).toHaveLength(2)
      expect(await chain.nonce('latest')).toBe(before + 2)
    } finally {
      await chain.release()
    }
  })

  test('behavior: #17 a batch of three calls, an eth_sendTransaction and a Send screen transfer at once all mine, with consecutive nonces, none replaced', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = createPublicClient({ chain: devnet().chain, transport: http(devnet().rpcUrl) })
    const before = await node.getTransactionCount({ address: testUserAccount.address })
    const calls = [1, 2, 3].map((value) => ({ to: recipient, value: numberToHex(value) }))
    const batch = engine.request(sendCalls(calls, 'with-a-send'))
    const single = engine.request({
      id: 3,
      method: 'eth_sendTransaction',
      params: [{ from: testUserAccount.address, to: recipient, value: '0x4' }],
    })
    const transfer = {
      networkId: devnet().network.id,
      asset: 'native',
      to: recipient,
      amount: 5n,
    } as const
    const [quote] = await Promise.all([
      engine.transfers.quote(transfer),
      waitForPending(engine, 1),
      waitForPending(engine, 3),
    ])
    const fee = quote.options[0]?.choice
    if (!fee) throw new Error('the devnet quotes a Normal fee')
    // All choose a nonce at the same time: the batch's first call, the approved transaction and
    // the user's own transfer.
    engine.approvals.approve(1)
    engine.approvals.approve(3)
    const transferred = engine.transfers.send({ transfer, fee })
    expect(await batch).toEqual({ id: 'with-a-send' })
    const others = [(await single) as Hash, (await transferred) as Hash]
    await expect
      .poll(async () => (await statusOf(engine, 'with-a-send')).status, { timeout: 10_000 })
      .toBe(200)
    const { receipts } = await statusOf(engine, 'with-a-send')
    const hashes = [...receipts.map((receipt) => receipt.transactionHash), ...others]
    const sent = await Promise.all(hashes.map((each) => node.getTransaction({ hash: each })))
    const nonces = sent.map((transaction) => transaction.nonce).sort((a, b) => a - b)
    expect(nonces).toEqual([0, 1, 2, 3, 4].map((n) => before + n))
    // Each is on chain as sent, with its own value: none replaced another.
    expect(sent.map((transaction) => transaction.value)).toEqual([1n, 2n, 3n, 4n, 5n])
    const mined = await Promise.all(
      hashes.map((each) => node.waitForTransactionReceipt({ hash: each, pollingInterval: 50 })),
    )
    expect(mined.map((receipt) => receipt.status)).toEqual(Array(5).fill('success'))
    expect(await node.getTransactionCount({ address: testUserAccount.address })).toBe(before + 5)
  })

  test('behavior: #17 EIP-5792 the batch is simulated as a whole: its balance changes netted over every call', async () => {
    const engine = engineOnLocalChain(devnet())
    const answer = engine.request(
      sendCalls(
        [{ to: dead, value: '0x5' }, transferTusd(7n, dead), transferTusd(3n, dead)],
        'simulated',
      ),
    )
    await waitForPending(engine, 1)
    expect(await engine.approvals.simulate(1)).toMatchObject({
      status: 'success',
      changes: [
        { asset: { type: 'native' }, delta: -5n },
        { asset: { type: 'token', address: fixtureAddresses.tusd }, delta: -10n },
      ],
    })
    engine.approvals.reject(1)
    await expect(answer).rejects.toMatchObject({ code: 'user_deny' })
  })

  test('error: #17 EIP-5792 a call that fails only after the ones before it is expected to fail, named with its reason', async () => {
    const engine = engineOnLocalChain(devnet())
    const balance = await readContract(devnet().client, {
      address: fixtureAddresses.tusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [testUserAccount.address],
    })
    // Each call alone would succeed; the second one finds what the first left: 1 unit.
    const answer = engine.request(
      sendCalls([transferTusd(balance - 1n, dead), transferTusd(2n, dead)], 'fails-after-first'),
    )
    await waitForPending(engine, 1)
    expect(await engine.approvals.simulate(1)).toEqual({
      status: 'reverted',
      reason: `call 2 of 2: ERC20InsufficientBalance(sender: ${testUserAccount.address}, balance: 1, needed: 2)`,
    })
    engine.approvals.reject(1)
    await expect(answer).rejects.toMatchObject({ code: 'user_deny' })
  })

  test('behavior: #17 EIP-5792 the fee the user chose on the batch gas panel is what every call is sent with', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = createPublicClient({ chain: devnet().chain, transport: http(devnet().rpcUrl) })
    const answer = engine.request(
      sendCalls([{ to: recipient, value: '0x1' }, transferTusd(1n)], 'fast-fee'),
    )
    await waitForPending(engine, 1)
    const quote = await engine.approvals.quoteFee(1)
    const fast = quote.options.find((option) => option.speed === 'fast')
    if (!fast) throw new Error('the devnet quotes a Fast fee')
    expect(quote.options[0]?.fee).toBeLessThan(fast.fee)
    engine.approvals.approve(1, { fee: fast.choice })
    expect(await answer).toEqual({ id: 'fast-fee' })
    await expect.poll(async () => (await statusOf(engine, 'fast-fee')).status).toBe(200)
    const { receipts } = await statusOf(engine, 'fast-fee')
    const sent = await Promise.all(
      receipts.map((receipt) => node.getTransaction({ hash: receipt.transactionHash })),
    )
    expect(sent.map((transaction) => transaction.maxFeePerGas)).toEqual([
      fast.choice.values.maxFeePerGas,
      fast.choice.values.maxFeePerGas,
    ])
    expect(sent.map((transaction) => transaction.maxPriorityFeePerGas)).toEqual([
      fast.choice.values.maxPriorityFeePerGas,
      fast.choice.values.maxPriorityFeePerGas,
    ])
  })

  const stops = [
    ['logout', (engine: WalletEngine) => engine.logout()],
    ['a revoke of the app', (engine: WalletEngine) => engine.connection.disconnect()],
    [
      'another selected network',
      (engine: WalletEngine) => engine.networks.select(testNetwork(1).id),
    ],
  ] as const
  test.for(stops)(
    'behavior: #17 EIP-5792 %s after the first call stops the batch: status 600, the second call never reaches the chain',
    async ([, stop]) => {
      const chain = await heldChain()
      try {
        const callBatches = memoryCallBatchStore()
        const overrides = { callBatches, chains: [devnet().network, testNetwork(1)] }
        const engine = engineOnLocalChain(devnet(), overrides)
        const before = await chain.nonce('latest')
        const answer = await requestApproved(
          engine,
          sendCalls([{ to: recipient, value: '0x1' }, transferTusd(1n)], 'stopped'),
        )
        expect(answer).toEqual({ id: 'stopped' })
        stop(engine)
        await chain.mine()
        // The user's next login, with the same stored batches.
        const next = engineOnLocalChain(devnet(), overrides)
        await expect.poll(async () => (await statusOf(next, 'stopped')).status).toBe(600)
        expect((await statusOf(next, 'stopped')).receipts).toMatchObject([{ status: '0x1' }])
        expect(await chain.nonce('pending')).toBe(before + 1)
        expect(await chain.nonce('latest')).toBe(before + 1)
      } finally {
        await chain.release()
      }
    },
  )
})

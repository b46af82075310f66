import type { WalletEngine } from '@tessera/engine'
import {
  createTestEngine,
  memoryCallBatchStore,
  memoryConnectionStore,
  requestApproved,
  testHostOrigin,
} from '@tessera/engine/testing'
import {
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  keccak256,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { toViemChain } from '../client/toViemChain.js'
import { evmAdapter } from '../evmAdapter.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sendCalls = (id: string) => ({
  id: 1,
  method: 'wallet_sendCalls',
  params: [
    {
      version: '2.0.0',
      id,
      chainId: '0x1',
      atomicRequired: false,
      calls: [
        { to, value: '0x1' },
        { to, value: '0x2' },
      ],
    },
  ],
})
const statusOf = (engine: WalletEngine, id: string) =>
  engine.request({ id: 9, method: 'wallet_getCallsStatus', params: [id] })

/**
 * A node that takes every transaction broadcast to it (kept in `broadcasts`) and has it mined at
 * once, successfully.
 */
function fakeNode() {
  const broadcasts: Hex[] = []
  const hashes = () => broadcasts.map((signed) => keccak256(signed))
  const answer = (method: string, params: readonly unknown[]): unknown => {
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_getTransactionCount':
        return numberToHex(broadcasts.length)
      case 'eth_getBlockByNumber':
        return { number: '0x1', hash: keccak256('0x01'), baseFeePerGas: '0x1', transactions: [] }
      case 'eth_maxPriorityFeePerGas':
        return '0x1'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_sendRawTransaction':
        broadcasts.push(params[0] as Hex)
        return keccak256(params[0] as Hex)
      case 'eth_getTransactionReceipt': {
        const hash = params[0] as Hex
        if (!hashes().includes(hash)) return null
        return {
          transactionHash: hash,
          status: '0x1',
          blockHash: keccak256('0x01'),
          blockNumber: '0x1',
          gasUsed: '0x5208',
          logs: [],
        }
      }
      default:
        return null
    }
  }
  const transport = custom({
    request: async ({ method, params }: { method: string; params?: unknown }) =>
      answer(method, (params ?? []) as readonly unknown[]),
  })
  return { broadcasts, transport }
}

/**
 * A test engine on `node` whose account runs `whileSigning(n)` as it signs its n-th transaction
 * (from 1), before the signature is done: a stop that arrives between signing and broadcasting.
 */
function engineOn(
  node: ReturnType<typeof fakeNode>,
  whileSigning: (signed: number, engine: WalletEngine) => void,
  overrides: Parameters<typeof createTestEngine>[0] = {},
) {
  let signed = 0
  const adapter = {
    ...evmAdapter,
    createClient: (network: Parameters<typeof evmAdapter.createClient>[0]) => {
      const chain = toViemChain(network)
      return {
        publicClient: createPublicClient({ chain, transport: node.transport }),
        walletClient: createWalletClient({ chain, transport: node.transport }),
      }
    },
    accountOf: (privateKey: Hex): LocalAccount => {
      const account = privateKeyToAccount(privateKey)
      return {
        ...account,
        signTransaction: async (...parameters) => {
          const signature = await account.signTransaction(...parameters)
          signed += 1
          whileSigning(signed, engine)
          return signature
        },
      }
    },
  }
  const { engine } = createTestEngine({
    adapter,
    callBatches: memoryCallBatchStore(),
    ...overrides,
  })
  return engine
}

describe('runCallBatch stopped between signing and broadcasting', () => {
  test('default: #17 EIP-5792 a batch nothing stops: each call is signed and broadcast, status 200', async () => {
    const node = fakeNode()
    const engine = engineOn(node, () => undefined)
    expect(await requestApproved(engine, sendCalls('all'))).toEqual({ id: 'all' })
    await expect
      .poll(async () => (await statusOf(engine, 'all')) as object)
      .toMatchObject({
        status: 200,
      })
    expect(node.broadcasts).toHaveLength(2)
  })

  test('behavior: #17 EIP-5792 logout while the first call is signed: it is never broadcast, the host gets its id, status 400', async () => {
    const node = fakeNode()
    const callBatches = memoryCallBatchStore()
    const engine = engineOn(node, (_, self) => self.logout(), { callBatches })
    expect(await requestApproved(engine, sendCalls('logged-out'))).toEqual({ id: 'logged-out' })
    expect(node.broadcasts).toEqual([])
    // The user's next login, with the same stored batches.
    const next = engineOn(node, () => undefined, { callBatches })
    expect(await statusOf(next, 'logged-out')).toMatchObject({ status: 400, receipts: [] })
  })

  test('behavior: #17 EIP-5792 a revoke in another tab while the first call is signed: it is never broadcast, status 400', async () => {
    const node = fakeNode()
    // The tabs share the stored connection; this engine's listeners are not told of the revoke.
    const connection = memoryConnectionStore(testHostOrigin)
    const engine = engineOn(node, () => connection.save(null), { connection })
    expect(await requestApproved(engine, sendCalls('revoked'))).toEqual({ id: 'revoked' })
    expect(node.broadcasts).toEqual([])
    connection.save(Date.now())
    expect(await statusOf(engine, 'revoked')).toMatchObject({ status: 400, receipts: [] })
  })

  test('behavior: #17 EIP-5792 another network selected while the second call is signed: only the first was broadcast, status 600', async () => {
    const node = fakeNode()
    const engine = engineOn(node, (signed, self) => {
      if (signed === 2) self.networks.select('eip155:137')
    })
    expect(await requestApproved(engine, sendCalls('switched'))).toEqual({ id: 'switched' })
    await expect
      .poll(async () => (await statusOf(engine, 'switched')) as object)
      .toMatchObject({
        status: 600,
        receipts: [{ status: '0x1' }],
      })
    expect(node.broadcasts).toHaveLength(1)
    const [first] = node.broadcasts
    expect((await statusOf(engine, 'switched')) as object).toMatchObject({
      receipts: [{ transactionHash: first && keccak256(first) }],
    })
  })
})

import { createTestEngine } from '@tessera/engine/testing'
import {
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  keccak256,
  numberToHex,
  RpcRequestError,
} from 'viem'
import { toViemChain } from '../client/toViemChain.js'
import { evmAdapter } from '../evmAdapter.js'

/**
 * The node of one chain: it keeps what is broadcast to it, answers `pendingCount()` as the
 * account's pending nonce, runs `whileAsked` on each request, and refuses a broadcast (as a node
 * answers a JSON-RPC error) while `refuse` says so.
 */
function fakeNode(chainId: number) {
  const node: {
    readonly broadcasts: Hex[]
    /** The transactions it knows, by hash, as eth_getTransactionByHash answers them. */
    readonly transactions: Map<Hex, Record<string, unknown>>
    pendingCount: () => number
    whileAsked: (method: string) => void
    refuse: () => boolean
  } = {
    broadcasts: [],
    transactions: new Map(),
    pendingCount: () => node.broadcasts.length,
    whileAsked: () => undefined,
    refuse: () => false,
  }
  const answer = (method: string, params: readonly unknown[]): unknown => {
    node.whileAsked(method)
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_getTransactionCount':
        return numberToHex(node.pendingCount())
      case 'eth_getBlockByNumber':
        return { number: '0x1', hash: keccak256('0x01'), baseFeePerGas: '0x1', transactions: [] }
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_gasPrice':
        return '0x1'
      case 'eth_getTransactionByHash':
        return node.transactions.get(params[0] as Hex) ?? null
      case 'eth_sendRawTransaction': {
        const signed = params[0] as Hex
        if (node.refuse())
          throw new RpcRequestError({
            body: { method, params },
            error: { code: -32000, message: 'insufficient funds for gas * price + value' },
            url: 'http://node.test',
          })
        node.broadcasts.push(signed)
        return keccak256(signed)
      }
      default:
        return null
    }
  }
  const transport = custom({
    request: async ({ method, params }: { method: string; params?: unknown }) =>
      answer(method, (params ?? []) as readonly unknown[]),
  })
  return { node, transport }
}

/**
 * A test engine on chains 1 (selected) and 137, each on its fake node; `overrides` as
 * `createTestEngine` takes them.
 */
export function engineOnNodes(overrides: Parameters<typeof createTestEngine>[0] = {}) {
  const nodes = new Map([1, 137].map((chainId) => [chainId, fakeNode(chainId)]))
  const adapter = {
    ...evmAdapter,
    createClient: (network: Parameters<typeof evmAdapter.createClient>[0]) => {
      const chain = toViemChain(network)
      const transport = nodes.get(chain.id)?.transport
      if (!transport) throw new Error(`no node for ${chain.id}`)
      return {
        publicClient: createPublicClient({ chain, transport }),
        walletClient: createWalletClient({ chain, transport }),
      }
    },
  }
  const { engine } = createTestEngine({ adapter, ...overrides })
  const nodeOf = (chainId: number) => {
    const found = nodes.get(chainId)?.node
    if (!found) throw new Error(`no node for ${chainId}`)
    return found
  }
  return { engine, mainnet: nodeOf(1), polygon: nodeOf(137) }
}

import type { EngineEvent, NetworkConfig, RequestId } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { memoryConnectionStore } from '../connection/memoryConnectionStore.js'
import { createWalletEngine } from '../createWalletEngine.js'
import type { PendingRequest } from '../requests/PendingRequest.js'
import type { CreateWalletEngineParameters, WalletEngine } from '../WalletEngine.js'

/** A throwaway key for unit tests (the eth-sig-util test key "bob"; guards nothing). */
export const testPrivateKey: Hex =
  '0x7e5374ec2ef0d91761a6e72fdf8f6ac665519bfdf6da0a2329cf0d804514b816'
export const testAccount = privateKeyToAccount(testPrivateKey)

/** An EVM network config for tests; the RPC is unreachable unless one is given. */
export function testNetwork(chainId: number, rpcUrl = 'http://127.0.0.1:9'): NetworkConfig {
  return {
    id: evmNetworkId(chainId),
    chainName: `Chain ${chainId}`,
    rpcUrls: [rpcUrl],
    blockExplorerUrls: [],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    isCustom: false,
  }
}

/** The host page of `createTestEngine`'s app, connected when the engine starts (EIP-2255). */
export const testHostOrigin = 'https://app.example'

/**
 * An EVM engine on chains 1 and 137 (1 selected) in widget mode, its app connected, recording
 * its events.
 */
export function createTestEngine(overrides: Partial<CreateWalletEngineParameters> = {}) {
  const events: EngineEvent[] = []
  const engine = createWalletEngine({
    adapter: evmAdapter,
    privateKey: testPrivateKey,
    chains: [testNetwork(1), testNetwork(137)],
    selectedNetworkId: evmNetworkId(1),
    appMode: 'widget',
    isKeyExportAllowed: false,
    onEvent: (event) => events.push(event),
    connection: memoryConnectionStore(testHostOrigin),
    ...overrides,
  })
  return { engine, events }
}

/** Resolves with the pending entry once the request with this id waits for approval. */
export function waitForPending(engine: WalletEngine, id: RequestId): Promise<PendingRequest> {
  return new Promise((resolve) => {
    const check = () => {
      const entry = engine.approvals.snapshot().pending.find((p) => p.request.id === id)
      if (!entry) return
      unsubscribe()
      resolve(entry)
    }
    const unsubscribe = engine.approvals.subscribe(check)
    check()
  })
}

/** Sends a request, waits until it is pending, approves it, and returns the host's answer. */
export async function requestApproved(
  engine: WalletEngine,
  request: { id: RequestId; method: string; params?: unknown },
): Promise<unknown> {
  const answer = engine.request(request)
  await waitForPending(engine, request.id)
  engine.approvals.approve(request.id)
  return answer
}

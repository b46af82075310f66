import type { NetworkConfig, NetworkId } from '@tessera/engine'
import { describe, expect, test, vi } from 'vitest'
import { createScopedStorage, type StorageBackend } from '../storage/createScopedStorage.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createRpcConfigStore } from './createRpcConfigStore.js'
import type { LocalStorageKeys } from './walletStorageKeys.js'

const appId = 'd'.repeat(40)
const alice = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const bob = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'

const idOf = (chainId: number): NetworkId => `eip155:${chainId}`
const network = (chainId: number, isCustom = false): NetworkConfig => ({
  id: idOf(chainId),
  chainName: `Chain ${chainId}`,
  rpcUrls: [`http://127.0.0.1:8545/${chainId}`],
  blockExplorerUrls: [],
  nativeCurrency: { symbol: 'ETH', name: 'Ether', decimals: 18 },
  isCustom,
  chainType: 'evm_secp256k1',
})
const appChains = [network(31337), network(31338)]

/** A store over `backend`, as a new page (a reload) would build it. */
const storeOn = (backend: StorageBackend, onFallback = () => {}) =>
  createRpcConfigStore(
    createScopedStorage<LocalStorageKeys>({ appId, onFallback, backend: () => backend }),
  )

describe('createRpcConfigStore', () => {
  test('default: without a remembered config the app chains are used, no selection', () => {
    expect(storeOn(createMemoryStorage()).restore(alice, appChains)).toEqual({ chains: appChains })
  })

  test('behavior: S-094 S-092 a reload restores the networks and selection of that address only', () => {
    const backend = createMemoryStorage()
    const networks = [network(31337), { ...network(31338), chainName: 'Edited' }, network(10, true)]
    storeOn(backend).save(alice, { networks, selectedNetworkId: idOf(10), appChains })
    const reloaded = storeOn(backend)
    expect(reloaded.restore(alice.toLowerCase(), appChains)).toEqual({
      chains: networks,
      selectedNetworkId: idOf(10),
    })
    expect(reloaded.restore(bob, appChains)).toEqual({ chains: appChains })
    expect([...backend.entries.keys()]).toEqual([`${appId}:rpcConfig`])
  })

  test('behavior: an app chain added since joins; one the user edited to another id does not return', () => {
    const backend = createMemoryStorage()
    const edited = { ...network(31338), id: idOf(31339) }
    storeOn(backend).save(alice, {
      networks: [network(31337), edited],
      selectedNetworkId: idOf(31337),
      appChains,
    })
    expect(storeOn(backend).restore(alice, [...appChains, network(137)]).chains).toEqual([
      network(31337),
      edited,
      network(137),
    ])
  })

  test('behavior: an app chain the user left unchanged follows the app; one the user edited stays edited', () => {
    const backend = createMemoryStorage()
    const edited = { ...network(31338), chainName: 'Mine' }
    storeOn(backend).save(alice, {
      networks: [network(31337), edited],
      selectedNetworkId: idOf(31338),
      appChains,
    })
    // The operator moved both chains to new RPC URLs since.
    const moved = appChains.map((chain) => ({
      ...chain,
      rpcUrls: [`https://rpc.example/${chain.id}`],
    }))
    expect(storeOn(backend).restore(alice, moved)).toEqual({
      chains: [moved[0], edited],
      selectedNetworkId: idOf(31338),
    })
  })

  test('error: #15 finding 7 a remembered explorer URL the wallet may not link to is dropped', () => {
    const backend = createMemoryStorage()
    const custom = {
      ...network(10, true),
      blockExplorerUrls: ['javascript:alert(document.domain)', 'https://explorer.example'],
    }
    storeOn(backend).save(alice, { networks: [custom], selectedNetworkId: idOf(10), appChains })
    expect(storeOn(backend).restore(alice, appChains).chains[0]?.blockExplorerUrls).toEqual([
      'https://explorer.example',
    ])
  })

  test('behavior: a remembered selection that no longer exists is dropped', () => {
    const backend = createMemoryStorage()
    storeOn(backend).save(alice, {
      networks: [network(31337)],
      selectedNetworkId: idOf(5),
      appChains: [network(31337)],
    })
    expect(storeOn(backend).restore(alice, appChains)).toEqual({
      chains: [network(31337), network(31338)],
    })
  })

  test('behavior: S-094 a config stored before networks had CAIP-2 ids (chain id numbers) still restores', () => {
    const backend = createMemoryStorage()
    // As the wallet stored it before issue #14: `chainId` numbers and `selectedChainId`.
    const legacy = ({ id, ...rest }: NetworkConfig) => ({ ...rest, chainId: Number(id.slice(7)) })
    const networks = [network(31337), { ...network(31338), chainName: 'Edited' }, network(10, true)]
    backend.setItem(
      `${appId}:rpcConfig`,
      JSON.stringify({
        v: {
          [alice.toLowerCase()]: {
            networks: networks.map(legacy),
            selectedChainId: 10,
            appChains: appChains.map(legacy),
          },
        },
      }),
    )
    expect(storeOn(backend).restore(alice, appChains)).toEqual({
      chains: networks,
      selectedNetworkId: idOf(10),
    })
  })

  test('error: a network stored with a chain id number that is not a positive integer is not trusted', () => {
    const backend = createMemoryStorage()
    const { id: _, ...rest } = network(10, true)
    backend.setItem(
      `${appId}:rpcConfig`,
      JSON.stringify({
        v: {
          [alice.toLowerCase()]: {
            networks: [{ ...rest, chainId: -1 }],
            selectedChainId: -1,
            appChains: [],
          },
        },
      }),
    )
    expect(storeOn(backend).restore(alice, appChains)).toEqual({ chains: appChains })
  })

  test('behavior: an unreadable remembered config falls back to the app chains', () => {
    const backend = createMemoryStorage()
    backend.setItem(
      `${appId}:rpcConfig`,
      JSON.stringify({ v: { [alice.toLowerCase()]: { networks: [{ chainId: '1' }] } } }),
    )
    expect(storeOn(backend).restore(alice, appChains)).toEqual({ chains: appChains })
  })

  test.each([
    ['an RPC URL of another scheme', { rpcUrls: ['ftp://rpc.example'] }],
    ['no RPC URL', { rpcUrls: [] }],
    ['fractional decimals', { nativeCurrency: { symbol: 'ETH', name: 'Ether', decimals: 1.5 } }],
    ['an id that is no CAIP-2 network id', { id: 'ten' }],
    ['an id without its namespace', { id: '10' }],
  ])('error: a remembered network with %s is not trusted: the app chains are used', (_, change) => {
    const backend = createMemoryStorage()
    const bad = { ...network(10, true), ...change } as NetworkConfig
    storeOn(backend).save(alice, {
      networks: [network(31337), bad],
      selectedNetworkId: idOf(10),
      appChains,
    })
    expect(storeOn(backend).restore(alice, appChains)).toEqual({ chains: appChains })
  })

  test('behavior: two tabs changing networks at once keep both changes', () => {
    const backend = createMemoryStorage()
    const stored = [network(31337), network(31338), network(10, true)]
    storeOn(backend).save(alice, { networks: stored, selectedNetworkId: idOf(31337), appChains })
    const [first, second] = [storeOn(backend), storeOn(backend)]
    const firstStart = first.restore(alice, appChains).chains
    second.restore(alice, appChains)
    // The first tab deletes network 10 and adds 11; the second edits 31338, then adds 12.
    first.save(alice, {
      networks: [...firstStart.filter((chain) => chain.id !== idOf(10)), network(11, true)],
      selectedNetworkId: idOf(31337),
      appChains,
    })
    const edited = { ...network(31338), chainName: 'Edited' }
    second.save(alice, {
      networks: [network(31337), edited, network(10, true), network(12, true)],
      selectedNetworkId: idOf(31337),
      appChains,
    })
    expect(storeOn(backend).restore(alice, appChains).chains).toEqual([
      network(31337),
      edited,
      network(11, true),
      network(12, true),
    ])
  })

  test('behavior: selecting a network another tab edited keeps that edit', () => {
    const backend = createMemoryStorage()
    const stored = [network(31337), network(10, true)]
    storeOn(backend).save(alice, { networks: stored, selectedNetworkId: idOf(31337), appChains })
    const [first, second] = [storeOn(backend), storeOn(backend)]
    first.restore(alice, appChains)
    second.restore(alice, appChains)
    const moved = { ...network(10, true), rpcUrls: ['https://rpc.example/10'] }
    second.save(alice, {
      networks: [network(31337), moved],
      selectedNetworkId: idOf(31337),
      appChains,
    })
    first.save(alice, { networks: stored, selectedNetworkId: idOf(10), appChains })
    expect(storeOn(backend).restore(alice, appChains)).toEqual({
      chains: [network(31337), moved],
      selectedNetworkId: idOf(10),
    })
  })

  test('behavior: a network another tab deleted stays while this tab has it selected', () => {
    const backend = createMemoryStorage()
    const stored = [network(31337), network(10, true)]
    storeOn(backend).save(alice, { networks: stored, selectedNetworkId: idOf(10), appChains })
    const [first, second] = [storeOn(backend), storeOn(backend)]
    first.restore(alice, appChains)
    second.restore(alice, appChains)
    first.save(alice, { networks: [network(31337)], selectedNetworkId: idOf(31337), appChains })
    second.save(alice, { networks: stored, selectedNetworkId: idOf(10), appChains })
    expect(storeOn(backend).restore(alice, appChains)).toEqual({
      chains: stored,
      selectedNetworkId: idOf(10),
    })
  })

  test('behavior: X-044 with storage failing (W-140) the networks are remembered in memory', () => {
    const failing: StorageBackend = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const onFallback = vi.fn()
    const store = storeOn(failing, onFallback)
    store.save(alice, { networks: [network(10, true)], selectedNetworkId: idOf(10), appChains: [] })
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ code: 'W-140' }))
    expect(store.restore(alice, []).selectedNetworkId).toBe(idOf(10))
  })
})

import { evmChainId, evmNetworkId as id } from '@tessera/chains/evm'
import { describe, expect, test, vi } from 'vitest'
import { testNetwork } from '../testing/createTestEngine.js'
import { createNetworkStore } from './createNetworkStore.js'

const custom = (chainId: number) => ({
  ...testNetwork(chainId, `http://127.0.0.1:9/${chainId}`),
  isCustom: true,
})

function store() {
  const onSelect = vi.fn()
  const onListChange = vi.fn()
  const networks = createNetworkStore({
    chains: [testNetwork(1), testNetwork(137, 'http://127.0.0.1:9/137'), custom(10)],
    selectedNetworkId: id(1),
    hostChainId: (networkId) => `0x${evmChainId(networkId).toString(16)}`,
    onSelect,
    onListChange,
  })
  return { networks, onSelect, onListChange }
}

describe('createNetworkStore', () => {
  test('behavior: V-011 a new chain id is added and selected', () => {
    const { networks, onSelect, onListChange } = store()
    networks.addOrReplace({ ...testNetwork(42), isCustom: true })
    expect(networks.list().map((n) => n.id)).toEqual([id(1), id(137), id(10), id(42)])
    expect(networks.selected()).toMatchObject({ id: id(42), isCustom: true })
    expect(onListChange).toHaveBeenCalledOnce()
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: id(42) }))
  })

  test('behavior: V-010 a known chain id gets its RPC replaced and is selected', () => {
    const { networks } = store()
    networks.addOrReplace({
      ...testNetwork(137, 'http://new.rpc'),
      chainName: 'Renamed',
      isCustom: true,
    })
    expect(networks.list()).toHaveLength(3)
    expect(networks.selected()).toEqual({ ...testNetwork(137), rpcUrls: ['http://new.rpc'] })
  })

  test('error: X-003 selecting an unknown chain → 4902', () => {
    const { networks, onSelect } = store()
    expect(() => networks.select(id(5))).toThrowError('Chain Id 0x5 is not in the list')
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('default: findByRpcUrl names the network using an RPC URL, other than the one excepted', () => {
    const { networks } = store()
    expect(networks.findByRpcUrl('http://127.0.0.1:9/137')?.id).toBe(id(137))
    expect(networks.findByRpcUrl('http://127.0.0.1:9/137', id(137))).toBeUndefined()
    expect(networks.findByRpcUrl('http://elsewhere')).toBeUndefined()
  })

  test('behavior: edit replaces the network in place and keeps the selection', () => {
    const { networks, onSelect, onListChange } = store()
    const edited = { ...custom(10), id: id(11), chainName: 'Eleven' }
    networks.edit(id(10), edited)
    expect(networks.list()).toEqual([
      testNetwork(1),
      testNetwork(137, 'http://127.0.0.1:9/137'),
      edited,
    ])
    expect(networks.selected().id).toBe(id(1))
    expect(onListChange).toHaveBeenCalledOnce()
    expect(onSelect).not.toHaveBeenCalled()
  })

  test('behavior: V-005 a network edited against its own RPC URL and chain id is no duplicate', () => {
    const { networks } = store()
    networks.edit(id(137), { ...testNetwork(137, 'http://127.0.0.1:9/137'), chainName: 'Renamed' })
    expect(networks.find(id(137))?.chainName).toBe('Renamed')
  })

  test('error: V-003 X-005 editing to an RPC URL another network uses → W-101', () => {
    const { networks, onListChange } = store()
    expect(() =>
      networks.edit(id(10), { ...custom(10), rpcUrls: ['http://127.0.0.1:9/137'] }),
    ).toThrowError(expect.objectContaining({ code: 'W-101' }))
    expect(onListChange).not.toHaveBeenCalled()
  })

  test('error: V-004 X-006 editing to a chain id another network has → W-102', () => {
    const { networks } = store()
    expect(() => networks.edit(id(10), { ...custom(10), id: id(137) })).toThrowError(
      expect.objectContaining({ code: 'W-102' }),
    )
    expect(networks.find(id(10))).toEqual(custom(10))
  })

  test('error: V-012 X-007 the selected network cannot be edited → W-103', () => {
    const { networks } = store()
    expect(() => networks.edit(id(1), { ...testNetwork(1), chainName: 'Mine' })).toThrowError(
      expect.objectContaining({ code: 'W-103' }),
    )
    expect(networks.find(id(1))).toEqual(testNetwork(1))
  })

  test('behavior: M-008 deleting a custom network that is not selected removes it', () => {
    const { networks, onListChange } = store()
    networks.delete(id(10))
    expect(networks.list().map((n) => n.id)).toEqual([id(1), id(137)])
    expect(onListChange).toHaveBeenCalledOnce()
  })

  test('error: V-013 X-007 the selected network cannot be deleted → W-103', () => {
    const { networks } = store()
    networks.select(id(10))
    expect(() => networks.delete(id(10))).toThrowError(expect.objectContaining({ code: 'W-103' }))
    expect(networks.find(id(10))).toBeDefined()
  })

  test('error: P-027 a network that is not custom cannot be deleted', () => {
    const { networks } = store()
    expect(() => networks.delete(id(137))).toThrowError('Only custom networks can be deleted')
    expect(networks.list()).toHaveLength(3)
  })

  test('error: X-003 editing or deleting an unknown chain → 4902', () => {
    const { networks } = store()
    expect(() => networks.delete(id(5))).toThrowError('Chain Id 0x5 is not in the list')
    expect(() => networks.edit(id(5), custom(5))).toThrowError('Chain Id 0x5 is not in the list')
  })
})

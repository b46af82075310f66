import { describe, expect, test, vi } from 'vitest'
import { testNetwork } from '../testing/createTestEngine.js'
import { createNetworkStore } from './createNetworkStore.js'

function store() {
  const onSelect = vi.fn()
  const onListChange = vi.fn()
  const networks = createNetworkStore({
    chains: [testNetwork(1), testNetwork(137)],
    selectedChainId: 1,
    onSelect,
    onListChange,
  })
  return { networks, onSelect, onListChange }
}

describe('createNetworkStore', () => {
  test('behavior: V-011 a new chain id is added and selected', () => {
    const { networks, onSelect, onListChange } = store()
    networks.addOrReplace({ ...testNetwork(10), isCustom: true })
    expect(networks.list().map((n) => n.chainId)).toEqual([1, 137, 10])
    expect(networks.selected()).toMatchObject({ chainId: 10, isCustom: true })
    expect(onListChange).toHaveBeenCalledOnce()
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ chainId: 10 }))
  })

  test('behavior: V-010 a known chain id gets its RPC replaced and is selected', () => {
    const { networks } = store()
    networks.addOrReplace({
      ...testNetwork(137, 'http://new.rpc'),
      chainName: 'Renamed',
      isCustom: true,
    })
    expect(networks.list()).toHaveLength(2)
    expect(networks.selected()).toEqual({ ...testNetwork(137), rpcUrls: ['http://new.rpc'] })
  })

  test('error: X-003 selecting an unknown chain → 4902', () => {
    const { networks, onSelect } = store()
    expect(() => networks.select(5)).toThrowError('Chain Id 0x5 is not in the list')
    expect(onSelect).not.toHaveBeenCalled()
  })
})

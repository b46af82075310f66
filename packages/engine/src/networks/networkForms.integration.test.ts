import type { NetworkConfig, NetworkForm } from '@tessera/chains'
import { evmChainId, evmNetworkId } from '@tessera/chains/evm'
import { startLocalChains } from '@tessera/chains/testing'
import { toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { createTestEngine, testNetwork } from '../testing/createTestEngine.js'
import { startedForFile } from '../testing/startedForFile.js'
import { wireErrorOf } from '../testing/wireErrorOf.js'

const devnet = startedForFile(startLocalChains)

/** An engine on the first local chain (selected) and `others`, recording its events. */
function engineWith(...others: NetworkConfig[]) {
  return createTestEngine({
    chains: [devnet().chains[0].network, ...others],
    selectedNetworkId: devnet().chains[0].network.id,
    appMode: 'full',
    isKeyExportAllowed: false,
  })
}

/** The Add network form for the second local chain, as a user would fill it in. */
const secondChainForm = (): NetworkForm => ({
  chainName: 'Local Two',
  rpcUrl: devnet().chains[1].rpcUrl,
  currencySymbol: 'LTW',
  chainId: toHex(evmChainId(devnet().chains[1].network)),
  explorerUrl: '',
})

const codeOf = async (answer: Promise<unknown>) => (await wireErrorOf(answer)).data.code

describe('Add network and Edit network on the local chains', () => {
  test('default: V-011 V-002 the second chain is added as custom with 18 decimals and selected', async () => {
    const { engine, events } = engineWith()
    await engine.networks.add(secondChainForm())
    const second = devnet().chains[1].network.id
    expect(engine.networks.selected()).toEqual({
      id: second,
      chainName: 'Local Two',
      rpcUrls: [devnet().chains[1].rpcUrl],
      blockExplorerUrls: [],
      nativeCurrency: { symbol: 'LTW', name: 'LTW', decimals: 18 },
      isCustom: true,
    })
    expect(events).toEqual([
      { type: 'networksChanged' },
      { type: 'chainChanged', networkId: second },
    ])
    expect(await engine.request({ id: 1, method: 'eth_chainId' })).toBe(toHex(evmChainId(second)))
  })

  test('behavior: V-009 a ws:// RPC URL is accepted and asked over WebSocket', async () => {
    const { engine } = engineWith()
    const wsUrl = devnet().chains[1].rpcUrl.replace(/^http/, 'ws')
    await engine.networks.add({ ...secondChainForm(), rpcUrl: wsUrl })
    expect(engine.networks.selected().rpcUrls).toEqual([wsUrl])
  })

  test('behavior: V-010 adding a chain id that exists replaces its RPC and selects it', async () => {
    const second = devnet().chains[1].network
    const { engine } = engineWith({ ...second, rpcUrls: ['http://127.0.0.1:9'] })
    await engine.networks.add({ ...secondChainForm(), chainId: String(evmChainId(second)) })
    expect(engine.networks.list()).toHaveLength(2)
    expect(engine.networks.selected()).toEqual({ ...second, rpcUrls: [devnet().chains[1].rpcUrl] })
  })

  test('error: V-006 X-026 an RPC reporting another chain id → W-122, nothing added', async () => {
    const { engine, events } = engineWith()
    expect(await codeOf(engine.networks.add({ ...secondChainForm(), chainId: '0x7a6b' }))).toBe(
      'W-122',
    )
    expect(engine.networks.list()).toHaveLength(1)
    expect(events).toEqual([])
  })

  test('error: V-007 X-027 an RPC that does not answer → W-123', async () => {
    const { engine } = engineWith()
    expect(
      await codeOf(engine.networks.add({ ...secondChainForm(), rpcUrl: 'http://127.0.0.1:9' })),
    ).toBe('W-123')
  })

  test('error: V-003 X-005 an RPC URL another network uses → W-101', async () => {
    const { engine } = engineWith()
    expect(
      await codeOf(
        engine.networks.add({ ...secondChainForm(), rpcUrl: devnet().chains[0].rpcUrl }),
      ),
    ).toBe('W-101')
  })

  test('behavior: V-005 editing a network against its own RPC URL and chain id saves it', async () => {
    const { engine, events } = engineWith({ ...devnet().chains[1].network, isCustom: true })
    const second = devnet().chains[1].network.id
    await engine.networks.edit(second, {
      ...secondChainForm(),
      chainName: 'Renamed',
      explorerUrl: 'https://explorer.local',
    })
    expect(engine.networks.list()[1]).toMatchObject({
      id: second,
      chainName: 'Renamed',
      blockExplorerUrls: ['https://explorer.local'],
      nativeCurrency: { symbol: 'LTW', decimals: 18 },
      isCustom: true,
    })
    expect(engine.networks.selected().id).toBe(devnet().chains[0].network.id)
    expect(events).toEqual([{ type: 'networksChanged' }])
  })

  test('error: V-004 X-006 editing to a chain id another network has → W-102', async () => {
    const { engine } = engineWith(testNetwork(5))
    expect(
      await codeOf(
        engine.networks.edit(evmNetworkId(5), {
          ...secondChainForm(),
          rpcUrl: 'http://127.0.0.1:9/other',
          chainId: String(evmChainId(devnet().chains[0].network)),
        }),
      ),
    ).toBe('W-102')
  })

  test('error: V-006 editing to an RPC of another chain → W-122, the network unchanged', async () => {
    const unreachable = testNetwork(5)
    const { engine } = engineWith(unreachable)
    expect(
      await codeOf(engine.networks.edit(evmNetworkId(5), { ...secondChainForm(), chainId: '0x5' })),
    ).toBe('W-122')
    expect(engine.networks.list()[1]).toEqual(unreachable)
  })

  test('error: V-012 V-013 X-007 the selected network can be neither edited nor deleted → W-103', async () => {
    const { engine } = engineWith()
    const first = devnet().chains[0].network
    const form = {
      ...secondChainForm(),
      rpcUrl: first.rpcUrls[0] ?? '',
      chainId: String(evmChainId(first)),
    }
    expect(await codeOf(engine.networks.edit(first.id, form))).toBe('W-103')
    expect(await codeOf(Promise.resolve().then(() => engine.networks.delete(first.id)))).toBe(
      'W-103',
    )
  })

  test('behavior: M-008 a custom network that is not selected is deleted', async () => {
    const { engine, events } = engineWith()
    await engine.networks.add(secondChainForm())
    engine.networks.select(devnet().chains[0].network.id)
    engine.networks.delete(devnet().chains[1].network.id)
    expect(engine.networks.list().map((network) => network.id)).toEqual([
      devnet().chains[0].network.id,
    ])
    expect(events.at(-1)).toEqual({ type: 'networksChanged' })
  })
})

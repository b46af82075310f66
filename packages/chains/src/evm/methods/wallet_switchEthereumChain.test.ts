import { createTestEngine, testNetwork, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const switchTo = (id: number, chainId?: unknown) => ({
  id,
  method: 'wallet_switchEthereumChain',
  params: chainId === undefined ? [{}] : [{ chainId }],
})

describe('wallet_switchEthereumChain', () => {
  test('default: V-023 Q-022 after approval the chain is selected and chainChanged emitted', async () => {
    const { engine, events } = createTestEngine()
    const answer = engine.request(switchTo(1, '0x89'))
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'switchChain',
      method: 'wallet_switchEthereumChain',
      from: { networkId: 'eip155:1', chainName: 'Chain 1' },
      to: { networkId: 'eip155:137', chainName: 'Chain 137' },
    })
    expect(engine.networks.selected().id).toBe('eip155:1')
    engine.approvals.approve(1)
    expect(await answer).toBeNull()
    expect(engine.networks.selected().id).toBe('eip155:137')
    expect(events).toEqual([{ type: 'chainChanged', networkId: 'eip155:137' }])
  })

  test('behavior: switching to the selected chain answers at once, with no approval', async () => {
    const { engine, events } = createTestEngine()
    expect(await engine.request(switchTo(1, '0x1'))).toBeNull()
    expect(events).toEqual([])
  })

  test.each([
    ['no chainId', undefined],
    ['an empty chainId', ''],
  ])('error: V-021 %s → Please provide chain id', async (_name, chainId) => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(switchTo(1, chainId)))).toEqual({
      code: -32602,
      message: 'Please provide chain id',
      data: { code: 'invalid_params' },
    })
  })

  test('error: V-022 X-003 an unknown chain → 4902 Chain Id {id} is not in the list', async () => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(switchTo(1, '0xa')))).toEqual({
      code: 4902,
      message: 'Chain Id 0xa is not in the list',
      data: { code: '4902' },
    })
  })

  test('behavior: a pending switch shown from another chain is refused after the chain changed', async () => {
    const { engine } = createTestEngine({
      chains: [1, 137, 10].map((chainId) => testNetwork(chainId)),
    })
    const answer = engine.request(switchTo(1, '0x89'))
    await waitForPending(engine, 1)
    engine.networks.select('eip155:10') // the user picks another network meanwhile
    expect((await wireErrorOf(answer)).data.code).toBe('W-130')
  })
})

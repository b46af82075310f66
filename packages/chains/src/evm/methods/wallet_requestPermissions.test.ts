import {
  createTestEngine,
  testAccount,
  testHostOrigin,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const requestPermissions = (id: number, params: unknown = [{ eth_accounts: {} }]) => ({
  id,
  method: 'wallet_requestPermissions',
  params,
})
const address = testAccount.address

describe('wallet_requestPermissions', () => {
  test('default: EIP-2255 the Connect view names the origin and account; approved, the app is connected again', async () => {
    const { engine, events } = createTestEngine()
    engine.connection.disconnect()
    const answer = engine.request(requestPermissions(1))
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'connect',
      method: 'wallet_requestPermissions',
      origin: testHostOrigin,
      account: address,
    })
    engine.approvals.approve(1)
    expect(await answer).toEqual([
      {
        invoker: testHostOrigin,
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
        date: engine.connection.connectedAt(),
      },
    ])
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([address])
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [] },
      { type: 'accountsChanged', accounts: [address] },
    ])
  })

  test('behavior: EIP-2255 a connected app is asked too (as MetaMask does)', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(requestPermissions(1))
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    expect(await answer).toMatchObject([{ parentCapability: 'eth_accounts' }])
  })

  test('error: EIP-2255 rejected → 4001, still not connected', async () => {
    const { engine } = createTestEngine()
    engine.connection.disconnect()
    const answer = engine.request(requestPermissions(1))
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    expect(await wireErrorOf(answer)).toMatchObject({ code: 4001 })
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([])
  })

  test.each([
    ['another permission', [{ eth_sign: {} }]],
    ['eth_accounts with another permission', [{ eth_accounts: {}, endowment: {} }]],
    ['an empty object', [{}]],
    ['no params', []],
  ])('error: EIP-2255 %s → -32602 naming eth_accounts, no approval', async (_name, params) => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(requestPermissions(1, params)))).toMatchObject({
      code: -32602,
      message:
        "Permissions must be one object naming only 'eth_accounts', as [{ eth_accounts: {} }]",
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('behavior: P-025 in NoUI mode the app is connected without a view', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    engine.connection.disconnect()
    expect(await engine.request(requestPermissions(1))).toHaveLength(1)
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([address])
  })
})

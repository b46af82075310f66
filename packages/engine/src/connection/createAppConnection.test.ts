import { describe, expect, test } from 'vitest'
import {
  createTestEngine,
  requestApproved,
  testAccount,
  testHostOrigin,
  waitForPending,
} from '../testing/createTestEngine.js'
import { wireErrorOf } from '../testing/wireErrorOf.js'
import { memoryConnectionStore } from './memoryConnectionStore.js'

const address = testAccount.address
const revokeAccounts = { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }

describe('createAppConnection (EIP-2255, issue #17)', () => {
  test('default: P-019 C-031 a connected app gets eth_requestAccounts at once, without approval', async () => {
    const { engine } = createTestEngine()
    expect(await engine.request({ id: 1, method: 'eth_requestAccounts' })).toEqual([address])
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('behavior: revoke empties eth_accounts and emits accountsChanged []; eth_requestAccounts then needs the Connect approval', async () => {
    const { engine, events } = createTestEngine()
    expect(await engine.request({ id: 1, ...revokeAccounts })).toBeNull()
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])

    const rejected = engine.request({ id: 3, method: 'eth_requestAccounts' })
    expect((await waitForPending(engine, 3)).description).toEqual({
      kind: 'connect',
      method: 'eth_requestAccounts',
      origin: testHostOrigin,
      account: address,
    })
    engine.approvals.reject(3)
    expect(await wireErrorOf(rejected)).toMatchObject({ code: 4001 })
    expect(await engine.request({ id: 4, method: 'eth_accounts' })).toEqual([])

    expect(await requestApproved(engine, { id: 5, method: 'eth_requestAccounts' })).toEqual([
      address,
    ])
    expect(await engine.request({ id: 6, method: 'eth_accounts' })).toEqual([address])
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', accounts: [address] })
  })

  test("behavior: Profile's Revoke is wallet_revokePermissions: same state, same event, subscribers told", async () => {
    const { engine, events } = createTestEngine()
    let heard = 0
    engine.connection.subscribe(() => heard++)
    expect(engine.connection.origin).toBe(testHostOrigin)
    engine.connection.disconnect()
    expect(engine.connection.connectedAt()).toBeNull()
    expect(await engine.request({ id: 1, method: 'wallet_getPermissions' })).toEqual([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    expect(heard).toBe(1)
  })

  test('behavior: the store keeps a revoke, so an engine started on it (a reload) is not connected', async () => {
    const store = memoryConnectionStore(testHostOrigin)
    const first = createTestEngine({ connection: store }).engine
    await first.request({ id: 1, ...revokeAccounts })
    const { engine } = createTestEngine({ connection: store })
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([])
    expect(store.load()).toBeNull()
  })

  test('behavior: _tessera_switchAccountType tells a revoked app no account', async () => {
    const { engine, events } = createTestEngine({ gaslessEnabled: true })
    engine.connection.disconnect()
    await requestApproved(engine, { id: 1, method: '_tessera_switchAccountType', params: ['eoa'] })
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [] },
      { type: 'accountsChanged', accounts: [] },
    ])
  })
})

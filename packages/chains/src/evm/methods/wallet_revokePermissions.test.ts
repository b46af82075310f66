import { createTestEngine, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const revoke = (id: number, params: unknown) => ({
  id,
  method: 'wallet_revokePermissions',
  params,
})

describe('wallet_revokePermissions', () => {
  test('default: EIP-2255 answers null without approval; eth_accounts is [] and the host hears accountsChanged []', async () => {
    const { engine, events } = createTestEngine()
    expect(await engine.request(revoke(1, [{ eth_accounts: {} }]))).toBeNull()
    expect(engine.approvals.snapshot().pending).toEqual([])
    expect(await engine.request({ id: 2, method: 'eth_accounts' })).toEqual([])
    expect(await engine.request({ id: 3, method: 'eth_coinbase' })).toBeNull()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    expect(engine.connection.connectedAt()).toBeNull()
  })

  test('behavior: revoking again changes nothing and tells the host nothing', async () => {
    const { engine, events } = createTestEngine()
    await engine.request(revoke(1, [{ eth_accounts: {} }]))
    expect(await engine.request(revoke(2, [{ eth_accounts: {} }]))).toBeNull()
    expect(events).toHaveLength(1)
  })

  test.each([
    ['no params', undefined],
    ['an empty list', []],
    ['an empty object', [{}]],
    ['another permission', [{ eth_sign: {} }]],
    ['eth_accounts with another permission', [{ eth_accounts: {}, wallet_snap: {} }]],
    ['eth_accounts that is not an object', [{ eth_accounts: true }]],
    ['two objects', [{ eth_accounts: {} }, { eth_accounts: {} }]],
  ])('error: EIP-2255 %s → -32602, still connected', async (_name, params) => {
    const { engine, events } = createTestEngine()
    expect(await wireErrorOf(engine.request(revoke(1, params)))).toMatchObject({
      code: -32602,
      message:
        "Permissions must be one object naming only 'eth_accounts', as [{ eth_accounts: {} }]",
    })
    expect(engine.connection.connectedAt()).not.toBeNull()
    expect(events).toEqual([])
  })
})

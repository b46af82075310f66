import {
  createTestEngine,
  memoryConnectionStore,
  requestApproved,
  testAccount,
  testHostOrigin,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
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

  test('attack: #17 a revoked app cannot sign or send: 4100 before any approval, until it connects again', async () => {
    const { engine } = createTestEngine()
    await engine.request(revoke(1, [{ eth_accounts: {} }]))
    const from = testAccount.address
    const personalSign = { method: 'personal_sign', params: ['0x48656c6c6f', from] }
    const refused = [
      { id: 2, ...personalSign },
      { id: 3, method: 'eth_sendTransaction', params: [{ from, to: from, value: '0x1' }] },
      { id: 4, method: 'eth_signTypedData_v4', params: [from, '{}'] },
      { id: 5, method: 'eth_sign', params: [from, '0x00'] },
      { id: 6, method: 'eth_decrypt', params: ['0x00', from] },
      { id: 7, method: 'eth_getEncryptionPublicKey', params: [from] },
    ]
    for (const request of refused)
      expect([request.method, await wireErrorOf(engine.request(request))]).toEqual([
        request.method,
        {
          code: 4100,
          message: 'This app is not connected to the wallet: connect it again to use the account',
          data: { code: 'app_not_connected' },
        },
      ])
    expect(engine.approvals.snapshot().pending).toEqual([])

    await requestApproved(engine, { id: 8, method: 'eth_requestAccounts' })
    const signed = engine.request({ id: 9, ...personalSign })
    expect((await waitForPending(engine, 9)).request.method).toBe('personal_sign')
    engine.approvals.approve(9)
    expect(await signed).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('attack: #17 a signature waiting for approval when the app is revoked is refused (4100) and can no longer be approved', async () => {
    const { engine } = createTestEngine()
    const from = testAccount.address
    const waiting = engine.request({ id: 1, method: 'personal_sign', params: ['0x48690a', from] })
    const skipped = engine.request({
      id: 2,
      method: 'eth_sendTransaction',
      params: [{ from, to: from, value: '0x1' }],
    })
    await waitForPending(engine, 2)
    engine.approvals.skip(2)
    // Switching networks does not use the account: it stays for the user to decide.
    const switchChain = engine.request({
      id: 3,
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x89' }],
    })
    await waitForPending(engine, 3)

    engine.connection.disconnect()
    for (const answer of [waiting, skipped])
      expect(await wireErrorOf(answer)).toMatchObject({
        code: 4100,
        data: { code: 'app_not_connected' },
      })
    expect(engine.approvals.snapshot().skipped).toEqual([])
    expect(engine.approvals.snapshot().pending.map((p) => p.request.id)).toEqual([3])
    expect(() => engine.approvals.approve(1)).toThrowError(
      expect.objectContaining({ code: 'W-130' }),
    )
    engine.approvals.approve(3)
    expect(await switchChain).toBeNull()
  })

  test('attack: #17 a revoke that lands while a request is parsed, or between its approval and its signing, still holds', async () => {
    const { engine } = createTestEngine()
    const from = testAccount.address
    const refused = { code: 4100, data: { code: 'app_not_connected' } }

    const whileParsed = engine.request({ id: 1, method: 'personal_sign', params: ['0x48', from] })
    engine.connection.disconnect()
    expect(await wireErrorOf(whileParsed)).toMatchObject(refused)
    expect(engine.approvals.snapshot().pending).toEqual([])

    await requestApproved(engine, { id: 2, method: 'eth_requestAccounts' })
    const approved = engine.request({ id: 3, method: 'personal_sign', params: ['0x48', from] })
    await waitForPending(engine, 3)
    engine.approvals.approve(3)
    engine.connection.disconnect()
    expect(await wireErrorOf(approved)).toMatchObject(refused)
  })

  test('attack: #17 a revoke in another tab of the wallet (the same stored connection) holds in this one at once', async () => {
    const store = memoryConnectionStore(testHostOrigin)
    const { engine: thisTab } = createTestEngine({ connection: store })
    const { engine: otherTab } = createTestEngine({ connection: store })
    otherTab.connection.disconnect()
    const from = testAccount.address
    expect(await thisTab.request({ id: 1, method: 'eth_accounts' })).toEqual([])
    expect(
      await wireErrorOf(
        thisTab.request({ id: 2, method: 'personal_sign', params: ['0x48', from] }),
      ),
    ).toMatchObject({ code: 4100, data: { code: 'app_not_connected' } })
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

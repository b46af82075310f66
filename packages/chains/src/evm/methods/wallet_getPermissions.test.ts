import { createTestEngine, testAccount, testHostOrigin } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

describe('wallet_getPermissions', () => {
  test('default: EIP-2255 a connected app has eth_accounts, restricted to the account, dated', async () => {
    const before = Date.now()
    const { engine } = createTestEngine()
    const permissions = await engine.request({ id: 1, method: 'wallet_getPermissions' })
    expect(permissions).toEqual([
      {
        invoker: testHostOrigin,
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [testAccount.address] }],
        date: expect.any(Number),
      },
    ])
    expect((permissions as [{ date: number }])[0].date).toBeGreaterThanOrEqual(before)
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('behavior: EIP-2255 none once revoked', async () => {
    const { engine } = createTestEngine()
    engine.connection.disconnect()
    expect(await engine.request({ id: 1, method: 'wallet_getPermissions', params: [] })).toEqual([])
  })
})

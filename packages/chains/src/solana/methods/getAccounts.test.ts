import { getBase58Decoder } from '@solana/kit'
import { wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'

describe('getAccounts', () => {
  test.each([
    ['no params', undefined],
    ['empty params', []],
    ['an object', {}],
  ])(
    'default: C-045 F-008 P-023 the wallet’s address with %s, without approval',
    async (_name, params) => {
      const { engine } = createSolanaTestEngine()
      expect(await engine.request({ id: 1, method: 'getAccounts', params })).toEqual([
        solanaTestAccount.address,
      ])
      expect(engine.approvals.snapshot().pending).toEqual([])
    },
  )

  test('attack: #17 a revoked app gets no account, and its signMessage is refused 4100 without approval', async () => {
    const { engine, events } = createSolanaTestEngine()
    engine.connection.disconnect()
    expect(await engine.request({ id: 1, method: 'getAccounts' })).toEqual([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    const message = getBase58Decoder().decode(new TextEncoder().encode('Hello'))
    const signing = engine.request({ id: 2, method: 'signMessage', params: { message } })
    expect(await wireErrorOf(signing)).toMatchObject({
      code: 4100,
      data: { code: 'app_not_connected' },
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('behavior: a method of another family is not supported on Solana', async () => {
    const { engine } = createSolanaTestEngine()
    expect(await wireErrorOf(engine.request({ id: 1, method: 'eth_accounts' }))).toMatchObject({
      data: { code: 'method_not_supported' },
    })
  })
})

import { getBase58Decoder } from '@solana/kit'
import { requestApproved, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'

const address = solanaTestAccount.address
const message = getBase58Decoder().decode(new TextEncoder().encode('Hello'))
const signMessage = (id: number) => ({ id, method: 'signMessage', params: { message } })

describe('connect (EIP-2255, issue #17)', () => {
  test('default: #17 a connected Solana app gets its address at once, without approval or event', async () => {
    const { engine, events } = createSolanaTestEngine()
    expect(await engine.request({ id: 1, method: 'connect' })).toEqual([address])
    expect(engine.approvals.snapshot().pending).toEqual([])
    expect(events).toEqual([])
  })

  test('behavior: #17 a revoked app asks in the Connect view; approved, it is connected again, the host hears its address, and it may sign', async () => {
    const { engine, events } = createSolanaTestEngine()
    engine.connection.disconnect()
    const connecting = engine.request({ id: 1, method: 'connect' })
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'connect',
      method: 'connect',
      origin: engine.connection.origin,
      account: address,
    })
    engine.approvals.approve(1)
    expect(await connecting).toEqual([address])
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [] },
      { type: 'accountsChanged', accounts: [address] },
    ])
    expect(await engine.request({ id: 2, method: 'getAccounts' })).toEqual([address])
    expect(await requestApproved(engine, signMessage(3))).toMatchObject({ publicKey: address })
  })

  test('error: #17 a revoked app whose Connect the user rejects gets 4001 and stays refused', async () => {
    const { engine, events } = createSolanaTestEngine()
    engine.connection.disconnect()
    const connecting = engine.request({ id: 1, method: 'connect' })
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    expect(await wireErrorOf(connecting)).toMatchObject({ code: 4001 })
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    expect(await engine.request({ id: 2, method: 'getAccounts' })).toEqual([])
    expect(await wireErrorOf(engine.request(signMessage(3)))).toMatchObject({
      code: 4100,
      data: { code: 'app_not_connected' },
    })
  })

  test('behavior: #17 onlyIfTrusted (an eager connect) answers a connected app its address, without approval', async () => {
    const { engine, events } = createSolanaTestEngine()
    const params = { onlyIfTrusted: true }
    expect(await engine.request({ id: 1, method: 'connect', params })).toEqual([address])
    expect(engine.approvals.snapshot().pending).toEqual([])
    expect(events).toEqual([])
  })

  test('error: #17 onlyIfTrusted from a revoked app gets 4001 at once: no Connect view, still revoked', async () => {
    const { engine, events } = createSolanaTestEngine()
    engine.connection.disconnect()
    const connecting = engine.request({ id: 1, method: 'connect', params: { onlyIfTrusted: true } })
    expect(await wireErrorOf(connecting)).toMatchObject({ code: 4001 })
    expect(engine.approvals.snapshot().pending).toEqual([])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
    expect(await engine.request({ id: 2, method: 'getAccounts' })).toEqual([])
  })

  test('security: #17 a connect that asked no one, from an app revoked while it waited, gets 4001 and does not connect it again', async () => {
    const { engine } = createSolanaTestEngine()
    const signing = engine.request(signMessage(1))
    await waitForPending(engine, 1)
    const connecting = engine.request({ id: 2, method: 'connect' })
    engine.connection.disconnect()
    expect(await wireErrorOf(signing)).toMatchObject({ code: 4100 })
    expect(await wireErrorOf(connecting)).toMatchObject({ code: 4001 })
    expect(await engine.request({ id: 3, method: 'getAccounts' })).toEqual([])
  })

  test.each([
    ['no params', undefined],
    ['null', null],
    ['{}', {}],
    ['onlyIfTrusted false', { onlyIfTrusted: false }],
    ['a list of {}', [{}]],
  ])('args: #17 %s asks a revoked app in the Connect view', async (_name, params) => {
    const { engine } = createSolanaTestEngine()
    engine.connection.disconnect()
    const connecting = engine.request({ id: 1, method: 'connect', params })
    expect((await waitForPending(engine, 1)).description).toMatchObject({ method: 'connect' })
    engine.approvals.approve(1)
    expect(await connecting).toEqual([address])
  })

  test.each([
    ['a string', 'yes'],
    ['a number', 1],
    ['true', true],
    ['onlyIfTrusted not a boolean', { onlyIfTrusted: 'true' }],
    ['an unknown key', { silent: true }],
    ['onlyIfTrusted and an unknown key', { onlyIfTrusted: true, silent: true }],
    ['a list of a number', [1]],
  ])('error: #17 %s → invalid params (SPEC §5), before approval', async (_name, params) => {
    const { engine } = createSolanaTestEngine()
    engine.connection.disconnect()
    expect(await wireErrorOf(engine.request({ id: 1, method: 'connect', params }))).toEqual({
      code: -32602,
      message: 'params must be absent or { onlyIfTrusted: boolean }',
      data: { code: 'invalid_params' },
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })
})

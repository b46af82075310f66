import type { PendingRequest, WalletEngine } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { networks, pendingRequest, type RequestFixture } from '../../screens/testing/fixtures.js'
import { permissionTexts } from '../permission/permissionTexts.js'
import { permissionPageHandlers } from './permissionPageHandlers.js'

/** The handlers over an engine whose waiting list holds `waiting`; the decisions it was given. */
function setup(waiting: readonly PendingRequest[]) {
  const decisions: string[] = []
  const approvals = {
    snapshot: () => ({ pending: waiting, skipped: [] }),
    subscribe: () => () => {},
    alerts: async () => [],
    approve: (id: unknown) => decisions.push(`approve ${String(id)}`),
    reject: (id: unknown) => decisions.push(`reject ${String(id)}`),
  }
  const engine = {
    approvals,
    networks: { list: () => networks, selected: () => networks[0] },
  } as unknown as Pick<WalletEngine, 'approvals' | 'networks'>
  return { handlers: permissionPageHandlers({ appName: 'Demo App', engine }), decisions }
}

/** A personal_sign of a Sign-In with Ethereum message (its warnings are the frame's to show). */
const siweRequest = (): PendingRequest => {
  const base = pendingRequest('personalSign', 'siwe')
  const siwe = { status: 'malformed', reasons: [], warnings: ['malformed'] } as const
  return { ...base, description: { ...base.description, siwe } } as PendingRequest
}

describe('permissionPageHandlers', () => {
  test('R-011: a waiting message request is shown by id and decided by the user’s Proceed', async () => {
    const { handlers, decisions } = setup([pendingRequest('personalSign', 'sign')])
    expect(await handlers.view('sign')).toMatchObject({
      requestId: 'sign',
      title: 'Sign Message',
      appName: 'Demo App',
      alerts: [],
    })
    handlers.decide('sign', 'approve')
    expect(decisions).toEqual(['approve sign'])
  })

  test.each<RequestFixture>(['sendTransaction', 'sendCalls', 'solanaSignTransaction'])(
    'W-107, P-029: a %s is neither shown nor approved in the popup: its fee, simulation and balance check are the frame’s',
    async (fixture) => {
      const { handlers, decisions } = setup([pendingRequest(fixture, 'tx')])
      await expect(handlers.view('tx')).rejects.toThrow(permissionTexts.onlyInWallet)
      expect(() => handlers.decide('tx', 'approve')).toThrow(permissionTexts.onlyInWallet)
      expect(() => handlers.decide('tx', 'reject')).toThrow(permissionTexts.onlyInWallet)
      expect(decisions).toEqual([])
      // Still waiting: the frame's own approval decides it.
      expect(handlers.isWaiting('tx')).toBe(true)
      // The page shows the frame's reason as it is.
      const refusal = await handlers.view('tx').catch((error: unknown) => error)
      expect(handlers.failureText(refusal)).toBe(permissionTexts.onlyInWallet)
    },
  )

  test('#17 SIWE: a Sign-In with Ethereum message stays in the frame, with its warnings', async () => {
    const { handlers, decisions } = setup([siweRequest()])
    await expect(handlers.view('siwe')).rejects.toThrow(permissionTexts.onlyInWallet)
    expect(() => handlers.decide('siwe', 'approve')).toThrow(permissionTexts.onlyInWallet)
    expect(decisions).toEqual([])
  })

  test('R-011: an id that is not waiting is refused', async () => {
    const { handlers, decisions } = setup([])
    await expect(handlers.view('gone')).rejects.toThrow(permissionTexts.notWaiting)
    expect(() => handlers.decide('gone', 'approve')).toThrow(permissionTexts.notWaiting)
    expect(decisions).toEqual([])
  })
})

import type { PermissionRequestView } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { listenToPermissionPages } from './listenToPermissionPages.js'

const walletOrigin = 'https://wallet.example'
const view: PermissionRequestView = {
  requestId: 'sign',
  title: 'Sign Message',
  appName: 'Demo App',
  chainName: 'Devnet',
  summary: 'hello',
  alerts: [],
}

/**
 * A frame with one waiting request `sign`, listening to one popup it opened; `refusal`: the
 * frame's reason not to decide it there (a request only its own approval may decide).
 */
function setup(refusal?: string) {
  const target = new EventTarget() as unknown as Window
  const popup = fakeWindow()
  const waiting = new Set(['sign'])
  const listeners = new Set<() => void>()
  const decisions: string[] = []
  const settle = (requestId: string) => {
    waiting.delete(requestId)
    for (const listener of listeners) listener()
  }
  const stop = listenToPermissionPages({
    walletOrigin,
    isOpenedPage: (source) => source === (popup as unknown as Window),
    target,
    handlers: {
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      isWaiting: (requestId) => waiting.has(requestId),
      view: async (requestId) => {
        if (!waiting.has(requestId)) throw new Error('not waiting')
        return { ...view, requestId }
      },
      decide: (requestId, decision) => {
        if (!waiting.has(requestId)) throw new Error('not waiting')
        if (refusal) throw new Error(refusal)
        decisions.push(`${decision} ${requestId}`)
        settle(requestId)
      },
      failureText: (error) => (error as Error).message,
    },
  })
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    dispatchWindowMessage(target, {
      data,
      origin: from.origin ?? walletOrigin,
      source: from.source ?? popup,
    })
  const posted = () => popup.posted.map(({ message }) => message)
  return { popup, post, posted, decisions, settle, stop, listeners }
}

const decide = (decision: 'approve' | 'reject', requestId = 'sign') => ({
  type: 'permission_decide',
  response: { messageId: 'd', requestId, decision },
})
const askView = (requestId = 'sign') => ({
  type: 'permission_view',
  response: { messageId: 'v', requestId },
})

describe('listenToPermissionPages', () => {
  test('R-011: the popup the frame opened is shown the waiting request by id and told when it is settled', async () => {
    const { post, posted, settle, popup } = setup()
    post(askView())
    await expect
      .poll(posted)
      .toEqual([{ type: 'permission_answer', response: { messageId: 'v', view } }])
    settle('sign')
    expect(posted()[1]).toEqual({ type: 'permission_settled', response: { requestId: 'sign' } })
    // Only to the wallet origin: no other page in that window could read it.
    expect(popup.posted.every(({ targetOrigin }) => targetOrigin === walletOrigin)).toBe(true)
  })

  test('R-011, P-029: Reject or Proceed on the popup decides exactly the request it names', () => {
    const { post, posted, decisions } = setup()
    post(decide('reject'))
    expect(decisions).toEqual(['reject sign'])
    expect(posted()).toEqual([
      { type: 'permission_answer', response: { messageId: 'd', decided: true } },
    ])
  })

  test('R-011: a request id that is not waiting gets its refusal, and nothing is decided', async () => {
    const { post, posted, decisions } = setup()
    post(askView('gone'))
    post(decide('approve', 'gone'))
    await expect.poll(() => posted().length).toBe(2)
    expect(posted()).toEqual([
      { type: 'permission_answer', response: { messageId: 'd', error: 'not waiting' } },
      { type: 'permission_answer', response: { messageId: 'v', error: 'not waiting' } },
    ])
    expect(decisions).toEqual([])
  })

  test('W-107: a Proceed the frame refuses is answered with its reason; the request still waits', async () => {
    const refusal = 'This request can only be approved in the wallet.'
    const { post, posted, decisions, settle } = setup(refusal)
    post(decide('approve'))
    expect(decisions).toEqual([])
    expect(posted()).toEqual([
      { type: 'permission_answer', response: { messageId: 'd', error: refusal } },
    ])
    // Shown again, the page is still told once the frame's own approval decides it.
    post(askView())
    await expect.poll(() => posted().length).toBe(2)
    settle('sign')
    expect(posted()[2]).toEqual({ type: 'permission_settled', response: { requestId: 'sign' } })
  })

  test('P-029, I-024: another origin, another window or a malformed message decides nothing and is not answered', () => {
    const { post, posted, decisions } = setup()
    const stranger = fakeWindow()
    post(decide('approve'), { origin: 'https://host.example' })
    post(decide('approve'), { source: stranger })
    post(askView(), { source: stranger })
    post({ ...decide('approve'), response: { requestId: 'sign', decision: 'approve' } })
    post({
      type: 'permission_decide',
      response: { messageId: 'd', requestId: 'sign', decision: 'yes' },
    })
    expect(decisions).toEqual([])
    expect(posted()).toEqual([])
    expect(stranger.posted).toEqual([])
  })

  test('stop ends both the listening and the watch of the waiting lists', () => {
    const { post, decisions, stop, listeners } = setup()
    stop()
    post(decide('approve'))
    expect(decisions).toEqual([])
    expect(listeners.size).toBe(0)
  })
})

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { askOpenerFrame } from './askOpenerFrame.js'

const walletOrigin = 'https://wallet.example'
const info = {
  status: 'LOGIN_INFO',
  messageId: 'm-1',
  appId: 'a'.repeat(40),
  state: 'state-1',
  info: { code: 'code-1' },
} as const

// The popup's window: its opener (the host page, no frames) and the messages it receives.
let page: EventTarget & { opener: unknown }
let posted: { message: unknown; targetOrigin: string }[]
beforeEach(() => {
  vi.useFakeTimers()
  posted = []
  page = Object.assign(new EventTarget(), {
    opener: {
      frames: { length: 0 },
      postMessage: (message: unknown, targetOrigin: string) =>
        posted.push({ message, targetOrigin }),
    },
  })
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const answer = (data: unknown, origin = walletOrigin) =>
  page.dispatchEvent(new MessageEvent('message', { data, origin }))
const settled = (promise: Promise<void>) => {
  const state = { done: false, error: undefined as unknown }
  promise.then(
    () => {
      state.done = true
    },
    (error) => {
      state.done = true
      state.error = error
    },
  )
  return state
}

describe('askOpenerFrame (SPEC §7 login page statuses)', () => {
  test("I-019 K-034: an opener request unanswered within 5000 ms fails with 'request timed out'", async () => {
    const asked = settled(askOpenerFrame(info, walletOrigin, () => true))
    expect(posted).toEqual([{ message: info, targetOrigin: walletOrigin }])
    await vi.advanceTimersByTimeAsync(4_999)
    expect(asked.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.error).toEqual(new Error('request timed out'))
  })

  test('default: the ACK for its messageId ends the wait', async () => {
    const asked = settled(
      askOpenerFrame(info, walletOrigin, (ack) => ack.status === 'LOGIN_INFO_ACK'),
    )
    answer({ status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('behavior: answers from another origin or for another messageId are ignored', async () => {
    const asked = settled(askOpenerFrame(info, walletOrigin, () => true))
    answer({ status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true }, 'https://evil.example')
    answer({ status: 'LOGIN_INFO_ACK', messageId: 'm-2', done: true })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(asked.error).toEqual(new Error('request timed out'))
  })

  test('behavior: once in contact, the frame has longer to finish the login', async () => {
    const asked = settled(
      askOpenerFrame(info, walletOrigin, (ack) => ack.status === 'LOGIN_INFO_ACK' && ack.done),
    )
    answer({ status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: false })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(asked.done).toBe(false)
    answer({ status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('error: without an opener it fails at once', async () => {
    page.opener = null
    await expect(askOpenerFrame(info, walletOrigin, () => true)).rejects.toThrow('no opener')
  })
})

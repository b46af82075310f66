import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  dispatchWindowMessage,
  type FakeWindow,
  fakeWindow,
} from '../testing/dispatchWindowMessage.js'
import { askOpenerFrame } from './askOpenerFrame.js'

const walletOrigin = 'https://wallet.example'
const info = {
  status: 'LOGIN_INFO',
  messageId: 'm-1',
  appId: 'a'.repeat(40),
  state: 'state-1',
  info: { code: 'code-1' },
} as const
const ack = { status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true } as const

// The popup's window: its opener (the host page), the wallet frame inside it, and the messages
// the popup receives.
let page: EventTarget & { opener: unknown }
let opener: FakeWindow & { frames: unknown }
let walletFrame: FakeWindow
beforeEach(() => {
  vi.useFakeTimers()
  walletFrame = fakeWindow()
  opener = Object.assign(fakeWindow(), { frames: { length: 1, 0: walletFrame } })
  page = Object.assign(new EventTarget(), { opener })
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const answer = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
  dispatchWindowMessage(page, {
    data,
    origin: from.origin ?? walletOrigin,
    source: 'source' in from ? from.source : walletFrame,
  })
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
    // The opener and each of its frames, for the wallet origin only.
    expect(opener.posted).toEqual([{ message: info, targetOrigin: walletOrigin }])
    expect(walletFrame.posted).toEqual([{ message: info, targetOrigin: walletOrigin }])
    await vi.advanceTimersByTimeAsync(4_999)
    expect(asked.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.error).toEqual(new Error('request timed out'))
  })

  test('default: the ACK for its messageId ends the wait', async () => {
    const asked = settled(
      askOpenerFrame(info, walletOrigin, (answer) => answer.status === 'LOGIN_INFO_ACK'),
    )
    answer(ack)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('I-017: MFA_SETUP_ACK of an MFA login reaches the login page as contact, and the final ACK ends the wait', async () => {
    const statuses: string[] = []
    const asked = settled(
      askOpenerFrame(info, walletOrigin, (answer) => {
        statuses.push(answer.status)
        return answer.status === 'LOGIN_INFO_ACK' && answer.done
      }),
    )
    answer({ status: 'MFA_SETUP_ACK', messageId: 'm-1' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(asked.done).toBe(false)
    answer(ack)
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses).toEqual(['MFA_SETUP_ACK', 'LOGIN_INFO_ACK'])
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('behavior: STYLE B7 an ACK from another origin, from a window not asked or malformed is ignored', async () => {
    const answers: unknown[] = []
    const asked = settled(
      askOpenerFrame(info, walletOrigin, (answer) => {
        answers.push(answer)
        return true
      }),
    )
    answer(ack, { origin: 'https://evil.example' })
    answer(ack, { source: fakeWindow({ opener }) }) // another wallet page, not one asked
    answer(ack, { source: null })
    answer({ ...ack, done: 'yes' })
    answer({ ...ack, hostOrigin: '*' })
    answer({ ...ack, messageId: 'm-2' })
    answer('LOGIN_INFO_ACK')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(answers).toEqual([])
    expect(asked.error).toEqual(new Error('request timed out'))
  })

  test('behavior: once in contact, the frame has longer to finish the login', async () => {
    const asked = settled(
      askOpenerFrame(
        info,
        walletOrigin,
        (answer) => answer.status === 'LOGIN_INFO_ACK' && answer.done,
      ),
    )
    answer({ ...ack, done: false })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(asked.done).toBe(false)
    answer(ack)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('behavior: the opener itself may answer (the full-page wallet opened the popup)', async () => {
    const asked = settled(askOpenerFrame(info, walletOrigin, () => true))
    answer(ack, { source: opener })
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual({ done: true, error: undefined })
  })

  test('error: without an opener it fails at once', async () => {
    page.opener = null
    await expect(askOpenerFrame(info, walletOrigin, () => true)).rejects.toThrow('no opener')
  })
})

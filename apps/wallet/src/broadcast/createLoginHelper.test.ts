import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sampleUser } from '../testing/sampleUser.js'
import { type BroadcastPort, createLoginHelper, type LoginHelper } from './createLoginHelper.js'

const appId = 'd'.repeat(40)
// Node's own BroadcastChannel, as a browser's: messages reach every other channel of the name.
const open = (name: string) => new NodeBroadcastChannel(name) as unknown as BroadcastPort
const helpers: LoginHelper[] = []
afterEach(() => {
  for (const helper of helpers.splice(0)) helper.close()
})

function tab(options: { user?: ReturnType<typeof sampleUser>; app?: string } = {}) {
  let logouts = 0
  const helper = createLoginHelper({
    appId: options.app ?? appId,
    currentLogin: () => options.user ?? null,
    onLogout: () => logouts++,
    open,
    timeoutMs: 200,
  })
  helpers.push(helper)
  return { helper, logouts: () => logouts }
}

describe('createLoginHelper (SPEC §7 {appId}_login_helper)', () => {
  test('I-020 I-021: a new tab asks on {appId}_login_helper (LOGIN_HELP) and gets the login another tab holds (LOGIN_HELP_RESPONSE)', async () => {
    tab({ user: sampleUser({ id: 'bob@example.com' }) })
    const fresh = tab()
    expect((await fresh.helper.askForLogin())?.id).toBe('bob@example.com')
  })

  test('I-022: nobody logged in → login goes on without an answer after the wait', async () => {
    tab()
    const fresh = tab()
    const started = Date.now()
    expect(await fresh.helper.askForLogin()).toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  test('K-033: by default a tab waits 1000 ms for an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const helper = createLoginHelper({ appId, currentLogin: () => null, onLogout() {}, open })
      helpers.push(helper)
      let answered = false
      void helper.askForLogin().then(() => {
        answered = true
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(answered).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(answered).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: another app on the same origin does not answer', async () => {
    tab({ user: sampleUser(), app: 'e'.repeat(40) })
    expect(await tab().helper.askForLogin()).toBeNull()
  })

  test('S-053 I-023: LOGOUT logs out every other tab of the app, not the sender', async () => {
    const sender = tab()
    const other = tab()
    sender.helper.announceLogout()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.logouts()).toBe(1)
    expect(sender.logouts()).toBe(0)
  })

  test('behavior: a malformed answer is ignored', async () => {
    const rogue = open(`${appId}_login_helper`)
    rogue.addEventListener('message', (event: MessageEvent) => {
      rogue.postMessage({ type: 'LOGIN_HELP_RESPONSE', id: event.data.id, user: { id: 1 } })
    })
    expect(await tab().helper.askForLogin()).toBeNull()
    rogue.close()
  })
})

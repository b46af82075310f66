import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sampleUser } from '../testing/sampleUser.js'
import { type BroadcastPort, createLoginHelper, type LoginHelper } from './createLoginHelper.js'

const appId = 'd'.repeat(40)
const alice = sampleUser().address
// Node's own BroadcastChannel, as a browser's: messages reach every other channel of the name.
const open = (name: string) => new NodeBroadcastChannel(name) as unknown as BroadcastPort
const helpers: LoginHelper[] = []
const ports: BroadcastPort[] = []
afterEach(() => {
  for (const helper of helpers.splice(0)) helper.close()
  for (const port of ports.splice(0)) port.close()
})

function tab(options: { address?: string; app?: string } = {}) {
  let logouts = 0
  const helper = createLoginHelper({
    appId: options.app ?? appId,
    currentAddress: () => options.address ?? null,
    onLogout: () => logouts++,
    open,
    timeoutMs: 200,
  })
  helpers.push(helper)
  return { helper, logouts: () => logouts }
}

/** Every message on the app's channel, as another wallet page would see it. */
function listen(): unknown[] {
  const seen: unknown[] = []
  const port = open(`${appId}_login_helper`)
  port.addEventListener('message', (event: MessageEvent) => seen.push(event.data))
  ports.push(port)
  return seen
}

describe('createLoginHelper (SPEC §7 {appId}_login_helper)', () => {
  test('I-020 I-021: a new tab asks on {appId}_login_helper (LOGIN_HELP) whether another tab holds that login (LOGIN_HELP_RESPONSE)', async () => {
    tab({ address: alice })
    expect(await tab().helper.isHeldElsewhere(alice)).toBe(true)
  })

  test('behavior: issue 15 finding 2: the messages carry an address and an id, never a key or token', async () => {
    const seen = listen()
    tab({ address: alice })
    expect(await tab().helper.isHeldElsewhere(alice)).toBe(true)
    await vi.waitFor(() => expect(seen).toHaveLength(2))
    expect(seen).toEqual([
      { type: 'LOGIN_HELP', id: expect.any(String), address: alice },
      { type: 'LOGIN_HELP_RESPONSE', id: expect.any(String) },
    ])
  })

  test('I-022: nobody logged in → login goes on without an answer after the wait', async () => {
    tab()
    const fresh = tab()
    const started = Date.now()
    expect(await fresh.helper.isHeldElsewhere(alice)).toBe(false)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  test('behavior: a tab holding another login does not answer', async () => {
    tab({ address: sampleUser({ address: '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2' }).address })
    expect(await tab().helper.isHeldElsewhere(alice)).toBe(false)
  })

  test('K-033: by default a tab waits 1000 ms for an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const helper = createLoginHelper({ appId, currentAddress: () => null, onLogout() {}, open })
      helpers.push(helper)
      let answered = false
      void helper.isHeldElsewhere(alice).then(() => {
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
    tab({ address: alice, app: 'e'.repeat(40) })
    expect(await tab().helper.isHeldElsewhere(alice)).toBe(false)
  })

  test('S-053 I-023: LOGOUT logs out every other tab of the app, not the sender', async () => {
    const sender = tab()
    const other = tab()
    sender.helper.announceLogout()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.logouts()).toBe(1)
    expect(sender.logouts()).toBe(0)
  })

  test('behavior: a malformed question is not answered; an answer to another question is ignored', async () => {
    const seen = listen()
    tab({ address: alice })
    const rogue = open(`${appId}_login_helper`)
    ports.push(rogue)
    rogue.postMessage({ type: 'LOGIN_HELP', id: 1, address: alice })
    rogue.postMessage({ type: 'LOGIN_HELP', id: 'no-address' })
    rogue.postMessage({ type: 'LOGIN_HELP_RESPONSE', id: 'not-asked' })
    expect(await tab().helper.isHeldElsewhere('0xnobody')).toBe(false)
    expect(
      seen.filter((message) => (message as { type: string }).type === 'LOGIN_HELP_RESPONSE'),
    ).toEqual([{ type: 'LOGIN_HELP_RESPONSE', id: 'not-asked' }])
  })

  test('behavior: STYLE B7 malformed messages change nothing: no logout, no answer', async () => {
    const seen = listen()
    const holder = tab({ address: alice })
    const rogue = open(`${appId}_login_helper`)
    ports.push(rogue)
    for (const message of [
      'LOGOUT',
      { type: 'logout' },
      { type: ['LOGOUT'] },
      null,
      { type: 'LOGIN_HELP', id: 'q', address: { toString: alice } },
      { type: 'LOGIN_HELP', id: 'x'.repeat(129), address: alice },
    ])
      rogue.postMessage(message)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(holder.logouts()).toBe(0)
    expect(
      seen.filter((message) => (message as { type?: string })?.type === 'LOGIN_HELP_RESPONSE'),
    ).toEqual([])
  })
})

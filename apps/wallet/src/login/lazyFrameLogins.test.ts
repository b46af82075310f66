import { describe, expect, test } from 'vitest'
import type { FrameLogins } from './createFrameLogins.js'
import { createLinkWaitStore } from './createLinkWaitStore.js'
import { lazyFrameLogins } from './lazyFrameLogins.js'

describe('lazyFrameLogins', () => {
  test('behavior: a listener of waitingLink subscribed before the logins loaded hears them', async () => {
    const store = createLinkWaitStore()
    const wait = { email: 'a@example.com', confirmCode: '123456', sessionId: 's', expiresAt: 1 }
    const logins = lazyFrameLogins(async () => {
      const loaded = {
        startLink: async () => {
          store.set(wait)
          return { sessionId: 's', setToken: false, confirmCode: wait.confirmCode }
        },
        cancelPending: () => store.set(null),
        waitingLink: { current: store.current, subscribe: store.subscribe },
      }
      return loaded as unknown as FrameLogins
    })
    const heard: unknown[] = []
    logins.waitingLink.subscribe(() => heard.push(logins.waitingLink.current()))
    expect(logins.waitingLink.current()).toBeNull()

    await logins.startLink('a@example.com')
    logins.cancelPending()
    expect(heard).toEqual([wait, null])
  })
})

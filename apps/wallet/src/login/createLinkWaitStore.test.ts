import { describe, expect, test } from 'vitest'
import { createLinkWaitStore } from './createLinkWaitStore.js'

describe('createLinkWaitStore', () => {
  test('default: nothing waits; a set value is current and heard once per change', () => {
    const store = createLinkWaitStore()
    const heard: unknown[] = []
    const stop = store.subscribe(() => heard.push(store.current()))
    expect(store.current()).toBeNull()
    const wait = { email: 'a@example.com', confirmCode: '123456', sessionId: 's', expiresAt: 1 }
    store.set(wait)
    store.set(wait)
    store.set(null)
    stop()
    store.set(wait)
    expect(heard).toEqual([wait, null])
  })
})

import { describe, expect, test, vi } from 'vitest'
import { createListeners } from './createListeners.js'

describe('createListeners', () => {
  test('default: notify calls each subscribed listener; unsubscribing stops the calls', () => {
    const listeners = createListeners()
    const [first, second] = [vi.fn(), vi.fn()]
    listeners.subscribe(first)
    const unsubscribe = listeners.subscribe(second)
    listeners.notify()
    unsubscribe()
    listeners.notify()
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 1])
  })
})

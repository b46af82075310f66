import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApprovalGate } from './createApprovalGate.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const changes: boolean[] = []
  const gate = createApprovalGate({ onChange: (isOpen) => changes.push(isOpen) })
  return { gate, changes }
}

describe('createApprovalGate (issue #15 finding 6)', () => {
  test('default: closed at first; open after 500 ms shown in full without a break', () => {
    const { gate, changes } = setup()
    expect(gate.isOpen()).toBe(false)
    gate.setShown(true)
    vi.advanceTimersByTime(499)
    expect(gate.isOpen()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen()).toBe(true)
    expect(changes).toEqual([true])
  })

  test('behavior: a break closes it at once and starts the wait again', () => {
    const { gate, changes } = setup()
    gate.setShown(true)
    vi.advanceTimersByTime(600)
    gate.setShown(false)
    expect(gate.isOpen()).toBe(false)
    gate.setShown(true)
    vi.advanceTimersByTime(400)
    gate.setShown(false)
    gate.setShown(true)
    vi.advanceTimersByTime(499)
    expect(gate.isOpen()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen()).toBe(true)
    expect(changes).toEqual([true, false, true])
  })

  test('behavior: repeated readings of the same state do not restart the wait', () => {
    const { gate } = setup()
    gate.setShown(true)
    vi.advanceTimersByTime(300)
    gate.setShown(true)
    vi.advanceTimersByTime(200)
    expect(gate.isOpen()).toBe(true)
  })

  test('behavior: stopped, it never opens', () => {
    const { gate } = setup()
    gate.setShown(true)
    gate.stop()
    vi.advanceTimersByTime(1_000)
    expect(gate.isOpen()).toBe(false)
  })
})

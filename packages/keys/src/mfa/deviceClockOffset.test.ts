import { describe, expect, test } from 'vitest'
import type { KeyNodeCall } from './callKeyNode.js'
import { deviceClockOffset, firstClockOffset } from './deviceClockOffset.js'

const now = Date.UTC(2026, 10, 27, 12, 0)
const expired = (error: Record<string, unknown>): KeyNodeCall => ({
  kind: 'answer',
  status: 401,
  body: { error: { code: 'request_expired', message: 'signed too long ago', ...error } },
})

describe('#16 review finding 7: deviceClockOffset', () => {
  test('error: request_expired with a node time more than a minute away is the device clock, by how much', () => {
    expect(deviceClockOffset(expired({ serverTime: now - 7 * 60_000 }), now)).toBe(7 * 60_000)
    expect(deviceClockOffset(expired({ serverTime: now + 2 * 60_000 }), now)).toBe(-2 * 60_000)
  })

  test('default: a node time within a minute (a delayed request) is not the clock', () => {
    expect(deviceClockOffset(expired({ serverTime: now - 59_000 }), now)).toBeUndefined()
  })

  test('error: request_expired from a node that names no time is the clock, of unknown size', () => {
    expect(deviceClockOffset(expired({}), now)).toBeNaN()
    expect(deviceClockOffset(expired({ serverTime: 'noon' }), now)).toBeNaN()
  })

  test('default: other answers and failed calls say nothing about the clock', () => {
    const replayed: KeyNodeCall = {
      kind: 'answer',
      status: 401,
      body: { error: { code: 'request_replayed', serverTime: now - 9 * 60_000 } },
    }
    const failed: KeyNodeCall = { kind: 'failed', reason: 'TimeoutError' }
    expect(deviceClockOffset(replayed, now)).toBeUndefined()
    expect(deviceClockOffset(failed, now)).toBeUndefined()
    expect(deviceClockOffset({ kind: 'answer', status: 200, body: {} }, now)).toBeUndefined()
    expect(firstClockOffset([failed, replayed], now)).toBeUndefined()
    expect(firstClockOffset([failed, expired({ serverTime: now - 6 * 60_000 })], now)).toBe(
      6 * 60_000,
    )
  })
})

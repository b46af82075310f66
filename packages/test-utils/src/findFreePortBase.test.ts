import { afterEach, describe, expect, test, vi } from 'vitest'
import { findFreePortBase } from './findFreePortBase.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('findFreePortBase', () => {
  test('error: a range holding a port fetch refuses (10080, "bad port") is never returned', async () => {
    // The first draw lands on a range holding 10080, the next ones elsewhere.
    const random = Math.random
    const draws = [78 / 22_000, 0.5, 0.6, 0.7]
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? random())
    const base = await findFreePortBase(4)
    expect(10_080 >= base && 10_080 < base + 4).toBe(false)
    // A fetch to a port of the range is not refused before it connects.
    const error = await fetch(`http://127.0.0.1:${base}/`).catch((e: Error) => e.cause)
    expect(String(error)).not.toContain('bad port')
  })
})

import { describe, expect, test } from 'vitest'
import { mapLimited } from './mapLimited.js'

describe('mapLimited', () => {
  test('default: N-020 at most `limit` calls run at once; results in order', async () => {
    let running = 0
    let most = 0
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (item) => {
      running += 1
      most = Math.max(most, running)
      await Promise.resolve()
      await Promise.resolve()
      running -= 1
      return item * 2
    })
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18])
    expect(most).toBe(4)
  })
})

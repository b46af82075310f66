import { describe, expect, test } from 'vitest'
import { seededRandom } from './seededRandom.js'

describe('seededRandom', () => {
  test('default: the same seed gives the same numbers, in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 50 }, seededRandom(seed).next)
    expect(draw(17)).toEqual(draw(17))
    expect(draw(17)).not.toEqual(draw(18))
    expect(draw(17).every((value) => value >= 0 && value < 1)).toBe(true)
  })

  test('behavior: pick reaches every item', () => {
    const random = seededRandom(1)
    const picked = new Set(Array.from({ length: 200 }, () => random.pick(['a', 'b', 'c'])))
    expect([...picked].sort()).toEqual(['a', 'b', 'c'])
  })

  test('error: pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrowError('pick from an empty list')
  })
})

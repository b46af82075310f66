import { describe, expect, test } from 'vitest'
import { integerOf } from './integerOf.js'

describe('integerOf', () => {
  test('default: a whole number, or a bigint one', () => {
    expect([integerOf(6), integerOf(6n), integerOf(0)]).toEqual([6, 6, 0])
  })

  test('behavior: anything else is none', () => {
    expect([integerOf(1.5), integerOf('6'), integerOf(2n ** 60n), integerOf(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})

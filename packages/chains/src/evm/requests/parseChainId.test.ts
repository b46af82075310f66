import { describe, expect, test } from 'vitest'
import { parseChainId } from './parseChainId.js'

describe('parseChainId', () => {
  test.each([
    ['hex', '0x89', 137],
    ['upper-case hex', '0X7A69', 31_337],
    ['decimal text', '137', 137],
    ['number', 137, 137],
    ['bigint', 137n, 137],
  ])('args: %s → %i', (_name, value, chainId) => {
    expect(parseChainId(value)).toBe(chainId)
  })

  test.each([undefined, null, '', '0x', 'abc', 0, -1, 1.5, '0x1g'])(
    'args: %j is no chain id',
    (value) => {
      expect(parseChainId(value)).toBeUndefined()
    },
  )
})

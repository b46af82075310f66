import { describe, expect, test } from 'vitest'
import { parseTransactionType } from './parseTransactionType.js'

describe('parseTransactionType', () => {
  test.each(['0x0', '0x1', '0x2'])('default: %s is signed', (type) => {
    expect(parseTransactionType(type)).toBe(type)
  })

  test.each([undefined, null])('args: %j names no type', (type) => {
    expect(parseTransactionType(type)).toBeUndefined()
  })

  test.each(['0x3', '0x4', '0x02', '0x7e', 2, 'eip1559', 'legacy', ''])(
    'error: %j is refused (no EIP-4844, no EIP-7702 support)',
    (type) => {
      expect(() => parseTransactionType(type)).toThrowError(
        expect.objectContaining({
          code: 'invalid_params',
          shortMessage:
            'unsupported transaction type: only 0x0 (legacy), 0x1 (EIP-2930) and 0x2 (EIP-1559) are accepted',
        }),
      )
    },
  )
})

import { describe, expect, test } from 'vitest'
import { transactionQuantity } from './transactionQuantity.js'

describe('transactionQuantity', () => {
  test.each([
    ['0x0', 0n],
    ['0x5208', 21_000n],
    ['0xDE0B6B3A7640000', 10n ** 18n],
  ])('default: %s is a hex quantity', (value, expected) => {
    expect(transactionQuantity({ value }, 'value')).toBe(expected)
  })

  test.each([undefined, null, '', '0x'])('args: %j is a field left out', (value) => {
    expect(transactionQuantity({ gasPrice: value }, 'gasPrice')).toBeNull()
  })

  test.each([
    '0x01',
    '0x00',
    '21000',
    21_000,
    '0x5208 ',
    'x5208',
    '0xg',
    '-0x1',
    true,
    {},
    ['0x1'],
  ])('error: %j is refused, naming the field', (value) => {
    expect(() => transactionQuantity({ gas: value }, 'gas')).toThrowError(
      expect.objectContaining({
        code: 'invalid_params',
        shortMessage:
          'invalid gas: not a hex quantity (0x followed by hex digits without leading zeros, e.g. 0x0 or 0x5208)',
      }),
    )
  })
})

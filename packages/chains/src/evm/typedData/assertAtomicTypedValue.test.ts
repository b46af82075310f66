import { describe, expect, test } from 'vitest'
import { assertAtomicTypedValue } from './assertAtomicTypedValue.js'

const address = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'

describe('assertAtomicTypedValue', () => {
  test.each([
    ['string', 'Hello'],
    ['string', ''],
    ['bool', false],
    ['address', address],
    ['address', address.toLowerCase()],
    ['bytes', '0x'],
    ['bytes', '0xdeadbeef'],
    ['bytes4', '0xdeadbeef'],
    ['uint256', 12],
    ['uint256', '1000000000000000000000'],
    ['uint8', '0xff'],
    ['int8', -128],
    ['int256', '-5'],
    ['uint64', 5n],
  ])('default: %s accepts %s', (type, value) => {
    expect(() => assertAtomicTypedValue(type, value, 'message.x')).not.toThrow()
  })

  test.each([
    ['string', 12, 'expected a string'],
    ['bool', 'true', 'expected true or false'],
    ['bool', 1, 'expected true or false'],
    ['address', 12, 'expected a string'],
    ['address', '0x12', 'Address "0x12" is invalid.'],
    [
      'address',
      '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD827',
      'Address "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD827" is invalid.',
    ],
    ['bytes', 'hello', 'expected hex bytes (0x and an even number of hex digits)'],
    ['bytes', '0x123', 'expected hex bytes (0x and an even number of hex digits)'],
    ['bytes1', '0x1', 'expected hex bytes (0x and an even number of hex digits)'],
    ['bytes32', '0x12', 'Size of bytes "0x12" (bytes1) does not match expected size (bytes32).'],
    ['uint8', 256, 'Number "256" is not in safe 8-bit unsigned integer range (0 to 255)'],
    [
      'uint256',
      -1,
      'Number "-1" is not in safe 256-bit unsigned integer range (0 to 115792089237316195423570985008687907853269984665640564039457584007913129639935)',
    ],
    ['int8', '0xff', 'Number "255" is not in safe 8-bit signed integer range (-128 to 127)'],
    ['uint256', 1.5, 'expected an integer (a safe number, or a decimal or 0x hex string)'],
    ['uint256', 1e21, 'expected an integer (a safe number, or a decimal or 0x hex string)'],
    ['uint256', '', 'expected an integer (a safe number, or a decimal or 0x hex string)'],
    ['uint256', ' 12', 'expected an integer (a safe number, or a decimal or 0x hex string)'],
    ['uint256', true, 'expected an integer (a safe number, or a decimal or 0x hex string)'],
    ['uint256', '1e3', 'expected an integer (a safe number, or a decimal or 0x hex string)'],
  ])('error: %s refuses %j (%s)', (type, value, problem) => {
    expect(() => assertAtomicTypedValue(type, value, 'message.x')).toThrowError(
      expect.objectContaining({
        code: 'invalid_params',
        shortMessage: `typed data message.x is not a valid ${type}: ${problem}`,
      }),
    )
  })
})

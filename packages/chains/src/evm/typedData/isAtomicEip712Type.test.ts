import { describe, expect, test } from 'vitest'
import { isAtomicEip712Type, isAtomicTypeName } from './isAtomicEip712Type.js'

describe('isAtomicEip712Type', () => {
  test('default: every atomic type of EIP-712', () => {
    const sizes = Array.from({ length: 32 }, (_, index) => index + 1)
    const types = [
      'address',
      'bool',
      'string',
      'bytes',
      ...sizes.map((size) => `bytes${size}`),
      ...sizes.flatMap((size) => [`uint${size * 8}`, `int${size * 8}`]),
    ]
    expect(types.filter((type) => !isAtomicEip712Type(type))).toEqual([])
  })

  test.each(['uint', 'int', 'uint7', 'uint264', 'int0', 'bytes0', 'bytes33', 'Address', 'byte'])(
    'behavior: %s is not atomic',
    (type) => {
      expect(isAtomicEip712Type(type)).toBe(false)
    },
  )
})

describe('isAtomicTypeName', () => {
  test('default: names in the atomic types namespace, valid or not', () => {
    expect(['uint7', 'bytes33', 'interest', 'address', 'bool'].every(isAtomicTypeName)).toBe(true)
  })

  test('behavior: struct names are not', () => {
    expect(['Person', 'Interest', 'OrderComponents', 'Bytes'].some(isAtomicTypeName)).toBe(false)
  })
})

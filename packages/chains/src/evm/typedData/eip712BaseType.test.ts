import { describe, expect, test } from 'vitest'
import { eip712BaseType } from './eip712BaseType.js'

describe('eip712BaseType', () => {
  test('default: the base of an atomic or struct type', () => {
    expect([eip712BaseType('uint256'), eip712BaseType('Person')]).toEqual(['uint256', 'Person'])
  })

  test('args: arrays, fixed and dynamic, nested', () => {
    expect(
      ['Person[]', 'bytes32[2]', 'ConsiderationItem[][3]', 'uint8[10][]'].map(eip712BaseType),
    ).toEqual(['Person', 'bytes32', 'ConsiderationItem', 'uint8'])
  })

  test.each([
    'ConsiderationItem[+',
    'Person[0]',
    'uint256[01]',
    'Person[',
    'Person]',
    '[]',
    '',
    'string ',
    'Mail(string x)',
    '1Person',
    'uint256[-1]',
  ])('error: %j is not an EIP-712 type', (type) => {
    expect(eip712BaseType(type)).toBeUndefined()
  })
})

import { describe, expect, test } from 'vitest'
import { parseTypedDataTypes } from './parseTypedDataTypes.js'

const order = {
  OrderComponents: [
    { name: 'offerer', type: 'address' },
    { name: 'consideration', type: 'ConsiderationItem[]' },
  ],
  ConsiderationItem: [
    { name: 'token', type: 'address' },
    { name: 'amounts', type: 'uint256[2][]' },
  ],
}

describe('parseTypedDataTypes', () => {
  test('default: structs of atomic types, defined structs and nested arrays are kept', () => {
    expect(parseTypedDataTypes(order)).toEqual(order)
  })

  test('behavior: a field keeps only its name and type', () => {
    const types = { Mail: [{ name: 'to', type: 'address', internalType: 'address payable' }] }
    expect(parseTypedDataTypes(types)).toEqual({ Mail: [{ name: 'to', type: 'address' }] })
  })

  test.each([
    [
      'a type that is not one (#17 ConsiderationItem[+)',
      { Order: [{ name: 'items', type: 'ConsiderationItem[+' }], ConsiderationItem: [] },
      'typed data type "ConsiderationItem[+" of Order.items is not a valid EIP-712 type',
    ],
    [
      'an atomic type of a size EIP-712 has not',
      { Order: [{ name: 'amount', type: 'uint7' }] },
      'typed data type "uint7" of Order.amount is not a valid EIP-712 type',
    ],
    [
      'uint without a size',
      { Order: [{ name: 'amount', type: 'uint' }] },
      'typed data type "uint" of Order.amount is not a valid EIP-712 type',
    ],
    [
      'a zero-length array',
      { Order: [{ name: 'amounts', type: 'uint256[0]' }] },
      'typed data type "uint256[0]" of Order.amounts is not a valid EIP-712 type',
    ],
    [
      'a struct referencing an undefined type',
      { Order: [{ name: 'item', type: 'Item' }] },
      'typed data type "Item" of Order.item is not defined in types',
    ],
    [
      'an array of an undefined type',
      { Order: [{ name: 'items', type: 'Item[3]' }] },
      'typed data type "Item[3]" of Order.items is not defined in types',
    ],
    [
      'a struct named like an atomic type',
      { uint256: [{ name: 'x', type: 'bool' }] },
      'typed data struct name "uint256" is not valid: it must be an identifier not named like an atomic type',
    ],
    [
      'a struct name that is no identifier',
      { 'Mail(address x)': [] },
      'typed data struct name "Mail(address x)" is not valid: it must be an identifier not named like an atomic type',
    ],
    [
      'a struct that is not a field list',
      { Mail: { to: 'address' } },
      'typed data types.Mail must be a list of { name, type } fields',
    ],
    [
      'a field without a type',
      { Mail: [{ name: 'to' }] },
      'typed data types.Mail must be a list of { name, type } fields',
    ],
    [
      'a field name that is no identifier',
      { Mail: [{ name: 'to,from', type: 'address' }] },
      'typed data field "to,from" of Mail is not a valid field name',
    ],
    [
      'a field declared twice',
      {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'to', type: 'string' },
        ],
      },
      'typed data field Mail.to is declared twice',
    ],
  ])('error: %s', (_name, types, message) => {
    expect(() => parseTypedDataTypes(types)).toThrowError(
      expect.objectContaining({ code: 'invalid_params', shortMessage: message }),
    )
  })
})

import { describe, expect, test } from 'vitest'
import { assertTypedDataValue } from './assertTypedDataValue.js'

const wallet = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
const types = {
  Person: [
    { name: 'name', type: 'string' },
    { name: 'wallet', type: 'address' },
  ],
  Mail: [
    { name: 'from', type: 'Person' },
    { name: 'to', type: 'Person[]' },
    { name: 'scores', type: 'uint8[2][]' },
  ],
}
const mail = {
  from: { name: 'Cow', wallet },
  to: [{ name: 'Bob', wallet }],
  scores: [
    [1, 2],
    [3, 4],
  ],
}
const refusal = (message: unknown, reason: string) => () =>
  expect(() => assertTypedDataValue(types, 'Mail', message, 'message')).toThrowError(
    expect.objectContaining({ code: 'invalid_params', shortMessage: reason }),
  )

describe('assertTypedDataValue', () => {
  test('default: a message with every typed field, nested structs and arrays', () => {
    expect(() => assertTypedDataValue(types, 'Mail', mail, 'message')).not.toThrow()
  })

  test('args: an empty dynamic array', () => {
    expect(() =>
      assertTypedDataValue(types, 'Mail', { ...mail, to: [], scores: [] }, 'message'),
    ).not.toThrow()
  })

  test(
    'error: a field outside the types is refused (it would be shown, not signed)',
    refusal(
      { ...mail, amount: '1000' },
      'typed data message.amount is not a field of Mail: fields outside the types would not be signed',
    ),
  )

  test(
    'error: a nested field outside the types is named with its path',
    refusal(
      { ...mail, to: [{ name: 'Bob', wallet, note: 'x' }] },
      'typed data message.to[0].note is not a field of Person: fields outside the types would not be signed',
    ),
  )

  test(
    'error: a missing field',
    refusal({ from: mail.from, to: mail.to }, 'typed data message.scores (uint8[2][]) is missing'),
  )

  test(
    'error: a struct that is not an object',
    refusal({ ...mail, from: 'Cow' }, 'typed data message.from must be an object of type Person'),
  )

  test(
    'error: an array that is not one',
    refusal(
      { ...mail, to: { name: 'Bob', wallet } },
      'typed data message.to must be an array (Person[])',
    ),
  )

  test(
    'error: a fixed-size array of another length',
    refusal(
      { ...mail, scores: [[1, 2, 3]] },
      'typed data message.scores[0] must have 2 items (uint8[2]), not 3',
    ),
  )

  test(
    'error: an atomic value not encodable under its type, named with its path',
    refusal(
      { ...mail, scores: [[1, 256]] },
      'typed data message.scores[0][1] is not a valid uint8: Number "256" is not in safe 8-bit unsigned integer range (0 to 255)',
    ),
  )
})

import { expect, test } from 'vitest'
import { solanaTestAddress, solanaTestKey } from '../testing/solanaTestAccount.js'
import { parseBase58Answer } from './parseBase58Answer.js'

test('default: the bytes of a base58 answer, of the length asked', () => {
  expect(parseBase58Answer(solanaTestAddress, 'getAccounts', 32)).toEqual(solanaTestKey)
  expect(parseBase58Answer('12', 'signTransaction')).toEqual(Uint8Array.of(0, 1))
})

test.each([
  [solanaTestAddress, 64],
  ['', undefined],
  ['0x12', undefined],
  [42, undefined],
  [null, undefined],
])('error: -32603 W-131 for the answer %j (length %j)', (answer, length) => {
  expect(() => parseBase58Answer(answer, 'signMessage', length)).toThrow(
    expect.objectContaining({
      code: -32603,
      message: 'The wallet answered signMessage with an unexpected value',
      data: { code: 'W-131' },
    }),
  )
})

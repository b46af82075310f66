import { address } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { lookupTableData } from '../testing/encodeTestTransaction.js'
import { addressLookupTableProgram, readLookupTable } from './readLookupTable.js'

const addresses = [
  address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm'),
  address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W'),
]

describe('readLookupTable', () => {
  test('default: the addresses after the 56-byte header', () => {
    const data = lookupTableData(addresses)
    expect(readLookupTable({ owner: addressLookupTableProgram, data })).toEqual(addresses)
  })

  test('error: an account of another program, another type, or a torn size is no table', () => {
    const data = lookupTableData(addresses)
    expect(readLookupTable({ owner: '11111111111111111111111111111111', data })).toBeUndefined()
    const uninitialized = Uint8Array.from(data)
    uninitialized[0] = 0
    expect(
      readLookupTable({ owner: addressLookupTableProgram, data: uninitialized }),
    ).toBeUndefined()
    expect(
      readLookupTable({ owner: addressLookupTableProgram, data: data.subarray(0, 70) }),
    ).toBeUndefined()
  })
})

import { address } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { encodeMetaplexMetadata } from '../testing/encodeMetaplexMetadata.js'
import { parseMetaplexMetadata } from './parseMetaplexMetadata.js'

const mint = address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY')
const updateAuthority = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const data = encodeMetaplexMetadata({
  updateAuthority,
  mint,
  name: 'Tile #7',
  symbol: 'TILE',
  uri: 'ipfs://cid/7.json',
})

describe('parseMetaplexMetadata', () => {
  test('default: N-020 reads authority, mint, and the NUL-padded name, symbol and uri trimmed', () => {
    expect(parseMetaplexMetadata(data)).toEqual({
      updateAuthority,
      mint,
      name: 'Tile #7',
      symbol: 'TILE',
      uri: 'ipfs://cid/7.json',
    })
  })

  test('default: N-020 strings longer than the usual widths, and an empty uri, are read as given', () => {
    const long = 'A name well past the thirty-two bytes Metaplex pads to'
    const parsed = parseMetaplexMetadata(
      encodeMetaplexMetadata({ updateAuthority, mint, name: long, symbol: 'X', uri: '' }),
    )
    expect(parsed).toMatchObject({ name: long, symbol: 'X', uri: '' })
  })

  test.each([
    ['no data', new Uint8Array()],
    ['another account kind (key 6, a master edition)', Uint8Array.of(6, ...data.subarray(1))],
    ['cut inside the mint', data.subarray(0, 50)],
    ['cut inside the name length', data.subarray(0, 67)],
    ['cut inside the uri', data.subarray(0, 1 + 64 + 36 + 14 + 100)],
    ['a string length past the end', withLength(data, 65, 0xffff_ffff)],
    ['a name that is not UTF-8', withBytes(data, 69, [0xff, 0xfe])],
  ])('error: N-020 %s → skipped (undefined), no throw', (_case, bytes) => {
    expect(parseMetaplexMetadata(bytes)).toBeUndefined()
  })
})

/** `data` with the u32 at `offset` set to `length`. */
function withLength(source: Uint8Array, offset: number, length: number): Uint8Array {
  const copy = source.slice()
  new DataView(copy.buffer).setUint32(offset, length, true)
  return copy
}

/** `data` with `bytes` written at `offset`. */
function withBytes(source: Uint8Array, offset: number, bytes: readonly number[]): Uint8Array {
  const copy = source.slice()
  copy.set(bytes, offset)
  return copy
}

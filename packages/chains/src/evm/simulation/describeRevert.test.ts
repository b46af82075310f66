import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeRevert } from './describeRevert.js'

const abi = parseAbi([
  'error Error(string message)',
  'error Panic(uint256 code)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error Unknown(uint256 x)',
])

describe('describeRevert', () => {
  test('default: a require/revert message is the reason', () => {
    const data = encodeErrorResult({
      abi,
      errorName: 'Error',
      args: ['Ownable: caller is not the owner'],
    })
    expect(describeRevert(data)).toBe('Ownable: caller is not the owner')
  })

  test('behavior: panics in words; ERC-6093 token errors with their arguments', () => {
    expect(describeRevert(encodeErrorResult({ abi, errorName: 'Panic', args: [0x11n] }))).toBe(
      'panic: arithmetic overflow or underflow',
    )
    expect(describeRevert(encodeErrorResult({ abi, errorName: 'Panic', args: [0x99n] }))).toBe(
      'panic: code 0x99',
    )
    expect(
      describeRevert(encodeErrorResult({ abi, errorName: 'ERC721NonexistentToken', args: [7n] })),
    ).toBe('ERC721NonexistentToken(tokenId: 7)')
  })

  test('behavior: no data, or an unknown custom error', () => {
    expect(describeRevert(undefined)).toBe('execution reverted')
    expect(describeRevert('0x')).toBe('execution reverted')
    const unknown = encodeErrorResult({ abi, errorName: 'Unknown', args: [1n] })
    expect(describeRevert(unknown)).toBe(
      `execution reverted (custom error ${unknown.slice(0, 10)})`,
    )
  })
})

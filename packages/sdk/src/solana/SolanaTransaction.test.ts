import { describe, expect, test } from 'vitest'
import { unsignedTransaction } from '../testing/fakeSolanaFrame.js'
import { FakeLegacyTransaction, FakeVersionedTransaction } from '../testing/fakeWeb3Transactions.js'
import { encodeBase58 } from './base58.js'
import { deserializeLike, serializeTransaction } from './SolanaTransaction.js'

const wire = unsignedTransaction(9, 9)
const signed = Uint8Array.of(1, 2, 3)

describe('serializeTransaction', () => {
  test('default: wire bytes stay as they are', () => {
    expect(serializeTransaction(wire, 'signTransaction')).toBe(wire)
  })

  test.each([
    ['base58', encodeBase58(wire)],
    ['a web3.js VersionedTransaction', new FakeVersionedTransaction(wire)],
    ['an unsigned web3.js legacy Transaction', new FakeLegacyTransaction(wire)],
  ])('args: %s gives its wire bytes', (_kind, transaction) => {
    expect(serializeTransaction(transaction, 'signTransaction')).toEqual(wire)
  })

  test.each([
    ['an empty Uint8Array', new Uint8Array()],
    ['an empty string', ''],
    ['a string that is not base58', 'not base58!'],
    ['an object with serialize() whose class cannot read bytes back', { serialize: () => wire }],
    ['an array of numbers', [1, 2, 3]],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('error: -32602 for %s', (_kind, transaction) => {
    expect(() => serializeTransaction(transaction, 'signTransaction')).toThrow(
      expect.objectContaining({
        code: -32602,
        message:
          'signTransaction expects a transaction: its wire bytes (a Uint8Array), base58, or a @solana/web3.js Transaction or VersionedTransaction',
      }),
    )
  })

  test('error: -32602 when the transaction does not serialize, with its reason', () => {
    const broken = Object.assign(new FakeVersionedTransaction(wire), {
      serialize: () => {
        throw new Error('Transaction recentBlockhash required')
      },
    })
    expect(() => serializeTransaction(broken, 'signAndSendTransaction')).toThrow(
      expect.objectContaining({
        code: -32602,
        message:
          'signAndSendTransaction: the transaction did not serialize: Transaction recentBlockhash required',
      }),
    )
  })
})

describe('deserializeLike', () => {
  test('default: bytes for bytes', () => {
    expect(deserializeLike(wire, signed)).toBe(signed)
  })

  test('args: base58 for base58', () => {
    expect(deserializeLike(encodeBase58(wire), signed)).toBe(encodeBase58(signed))
  })

  test('args: a VersionedTransaction through its class static deserialize', () => {
    const answer = deserializeLike(new FakeVersionedTransaction(wire), signed)
    expect(answer).toBeInstanceOf(FakeVersionedTransaction)
    expect(answer.serialize()).toBe(signed)
  })

  test('args: a legacy Transaction through its class static from', () => {
    const answer = deserializeLike(new FakeLegacyTransaction(wire), signed)
    expect(answer).toBeInstanceOf(FakeLegacyTransaction)
    expect(answer.wire).toBe(signed)
  })
})

import { address, createNoopSigner, getBase58Encoder } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, test } from 'vitest'
import { encodeTestTransaction } from '../testing/encodeTestTransaction.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'

const wallet = address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm')
const other = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const transfer = getTransferSolInstruction({
  source: createNoopSigner(wallet),
  destination: other,
  amount: 1n,
})
const bytesOf = (base58: string) => Uint8Array.from(getBase58Encoder().encode(base58))

describe('decodeWireTransaction', () => {
  test.each(['legacy', 0] as const)(
    'default: a %s transaction and its message',
    async (version) => {
      const wire = await encodeTestTransaction({
        feePayer: wallet,
        instructions: [transfer],
        version,
      })
      const decoded = decodeWireTransaction(bytesOf(wire))
      expect(decoded?.message.version).toBe(version)
      expect(decoded?.message.staticAccounts[0]).toBe(wallet)
      expect(decoded?.transaction.signatures).toEqual({ [wallet]: null })
    },
  )

  test.each([
    ['empty bytes', []],
    ['a few bytes', [1, 2, 3]],
    ['64 zero bytes', new Array(64).fill(0)],
  ])('error: %s are no transaction', (_name, bytes) => {
    expect(decodeWireTransaction(new Uint8Array(bytes))).toBeUndefined()
  })

  test('error: bytes left over after the message', async () => {
    const wire = bytesOf(
      await encodeTestTransaction({ feePayer: wallet, instructions: [transfer] }),
    )
    expect(decodeWireTransaction(new Uint8Array([...wire, 0]))).toBeUndefined()
  })

  test('error: fewer signature slots than signers', async () => {
    const wire = bytesOf(
      await encodeTestTransaction({ feePayer: wallet, instructions: [transfer] }),
    )
    const unsigned = new Uint8Array([0, ...wire.subarray(65)])
    expect(decodeWireTransaction(unsigned)).toBeUndefined()
  })

  test('error: a message that is not a transaction (no signature section)', async () => {
    const wire = bytesOf(
      await encodeTestTransaction({ feePayer: wallet, instructions: [transfer] }),
    )
    expect(decodeWireTransaction(wire.subarray(65))).toBeUndefined()
  })
})

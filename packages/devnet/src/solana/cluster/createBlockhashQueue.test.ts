import type { Blockhash } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { createBlockhashQueue, lastValidBlockHeight } from './createBlockhashQueue.js'

const hash = (n: number) => `hash${n}` as Blockhash

describe('createBlockhashQueue', () => {
  test('default: the newest blockhash, valid for 150 blocks after its own', () => {
    const queue = createBlockhashQueue({ blockhash: hash(0), blockHeight: 0n })
    queue.push({ blockhash: hash(1), blockHeight: 1n })
    const latest = queue.latestAt(1n)
    expect(latest).toEqual({ blockhash: hash(1), blockHeight: 1n })
    expect(lastValidBlockHeight(latest)).toBe(151n)
    expect(queue.isValid(hash(1), 151n)).toBe(true)
    expect(queue.isValid(hash(1), 152n)).toBe(false)
  })

  test('args: an older block height sees the blockhash of its own block', () => {
    const queue = createBlockhashQueue({ blockhash: hash(0), blockHeight: 0n })
    for (let n = 1; n <= 40; n++) queue.push({ blockhash: hash(n), blockHeight: BigInt(n) })
    expect(queue.latestAt(8n).blockhash).toBe(hash(8))
  })

  test('behavior: unknown and forgotten blockhashes are not valid', () => {
    const queue = createBlockhashQueue({ blockhash: hash(0), blockHeight: 0n })
    for (let n = 1; n <= 301; n++) queue.push({ blockhash: hash(n), blockHeight: BigInt(n) })
    expect(queue.isValid('nope', 301n)).toBe(false)
    expect(queue.isValid(hash(1), 1n)).toBe(false)
    expect(queue.isValid(hash(2), 2n)).toBe(true)
  })
})

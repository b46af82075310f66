import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import type { RandomBytes } from '../randomScalar.js'

/**
 * Tests only: a reproducible byte stream, SHA-256(seed || counter) blocks. Never for keys.
 */
export function seededRandomBytes(seed: string): RandomBytes {
  const seedBytes = utf8ToBytes(seed)
  let counter = 0
  let pool: Uint8Array = new Uint8Array(0)
  return (length) => {
    while (pool.length < length) {
      const block = new Uint8Array(4)
      new DataView(block.buffer).setUint32(0, counter++)
      pool = concatBytes(pool, sha256(concatBytes(seedBytes, block)))
    }
    const out = pool.slice(0, length)
    pool = pool.slice(length)
    return out
  }
}

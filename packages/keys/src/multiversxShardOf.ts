import type { Hex } from 'viem'
import { parseEd25519PublicKey } from './parseEd25519PublicKey.js'

const defaultShardCount = 3 // SPEC §9: MultiversX uses 3 shards (2 bits); as protocol's multiversxShardCount

/**
 * The MultiversX shard of an account, by the network's own rule: take the last byte of the
 * public key and keep its low `bits` bits (bits = ceil(log2 shardCount), 2 for 3 shards); if
 * that names no shard, keep one bit fewer. System smart-contract addresses, which the network
 * puts on the metachain, are not user keys and are not handled here.
 */
export function multiversxShardOf(publicKey: Hex, shardCount: number = defaultShardCount): number {
  const bytes = parseEd25519PublicKey(publicKey, 'multiversxShardOf')
  if (!Number.isInteger(shardCount) || shardCount < 1 || shardCount > 256) {
    throw new Error('multiversxShardOf: shardCount must be an integer from 1 to 256')
  }
  if (shardCount === 1) return 0
  let bits = 0
  while (1 << bits < shardCount) bits++
  const lastByte = bytes[31] ?? 0
  const shard = lastByte & ((1 << bits) - 1)
  return shard <= shardCount - 1 ? shard : lastByte & ((1 << (bits - 1)) - 1)
}

import { curveOfFamily } from './curveOfFamily.js'
import type { KeyFamily } from './KeyFamily.js'
import { multiversxShardOf } from './multiversxShardOf.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { type RandomBytes, randomScalar } from './randomScalar.js'

const multiversxShardCount = 3 // SPEC §9: as protocol's multiversxShardCount
// Each draw lands in a given shard with probability ≥ 1/4, so 256 misses happen with
// probability ≤ (3/4)^256 < 2^-106: reaching the cap means a broken random source.
const maxShardAttempts = 256

/** Which family's key to make, and for MultiversX optionally its shard. */
export type GenerateKeyForFamilyParameters = {
  readonly family: KeyFamily
  /** MultiversX only: the shard from app config (SPEC §3 chain_settings.shards, §5). */
  readonly multiversxShard?: number | undefined
  /** Only tests replace this, to make generation reproducible. */
  readonly randomBytes?: RandomBytes | undefined
}

/**
 * A new secret for a family's curve. For MultiversX with a shard, draws again until the
 * address falls in that shard (SPEC §5: "repeats until the key falls in the shard").
 */
export function generateKeyForFamily(parameters: GenerateKeyForFamilyParameters): bigint {
  const { family, multiversxShard, randomBytes } = parameters
  const curve = curveOfFamily(family)
  if (multiversxShard === undefined) return randomScalar(curve, { randomBytes })
  if (family !== 'multiversx') {
    throw new Error('generateKeyForFamily: multiversxShard applies to the multiversx family only')
  }
  if (
    !Number.isInteger(multiversxShard) ||
    multiversxShard < 0 ||
    multiversxShard >= multiversxShardCount
  ) {
    throw new Error('generateKeyForFamily: multiversxShard must be 0, 1 or 2')
  }
  for (let attempt = 0; attempt < maxShardAttempts; attempt++) {
    const secret = randomScalar(curve, { randomBytes })
    if (
      multiversxShardOf(publicKeyOfSecret(curve, secret), multiversxShardCount) === multiversxShard
    ) {
      return secret
    }
  }
  throw new Error(
    'generateKeyForFamily: no key in the requested shard; the random source is broken',
  )
}

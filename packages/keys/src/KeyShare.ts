import type { Hex } from 'viem'

/**
 * One node's share of a key: f(index) mod the group order, as 32-byte big-endian hex.
 * `index` is 1-based; index 0 would be the secret itself.
 */
export type KeyShare = { readonly index: number; readonly value: Hex }

import type { Hex } from 'viem'

/**
 * The MFA factor line [K, A] each key node holds as far as this client last saw it (node index →
 * line); a node not in the map holds none (MFA off there). What a reshare compares (issue #16).
 */
export type NodeLines = ReadonlyMap<number, readonly Hex[]>

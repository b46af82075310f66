import type { Commitment } from '@solana/kit'
import type { Block, SolanaCluster } from '../cluster/createSolanaCluster.js'
import { assertMinContextSlot, readCommitment, readConfig } from './readParams.js'
import { invalidParams } from './SolanaRpcError.js'

export type CommitmentConfig = {
  readonly config: Readonly<Record<string, unknown>>
  readonly commitment: Commitment
  /** The block the commitment sees; its slot is the answer's `context.slot`. */
  readonly block: Block
}

/**
 * A config param with a commitment (default `finalized`) and an optional `minContextSlot`,
 * which the block the commitment sees must have reached.
 */
export function readCommitmentConfig(value: unknown, cluster: SolanaCluster): CommitmentConfig {
  const config = readConfig(value)
  const commitment = readCommitment(config)
  const block = cluster.block(commitment)
  assertMinContextSlot(config, block.slot)
  return { config, commitment, block }
}

/** The same, for ledger reads, which Agave serves from `confirmed` up only. */
export function readLedgerConfig(value: unknown, cluster: SolanaCluster): CommitmentConfig {
  const read = readCommitmentConfig(value, cluster)
  if (read.commitment === 'processed')
    throw invalidParams('Method does not support commitment below `confirmed`')
  return read
}

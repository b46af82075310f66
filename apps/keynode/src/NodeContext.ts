import type { RateLimiter } from '@tessera/service-kit'
import type { Kysely, Transaction } from 'kysely'
import type { NodeConfig } from './config/readNodeConfig.js'
import type { NodeDatabase } from './db/schema.js'
import type { NodeIdentity } from './shares/nodeIdentity.js'
import type { StorageCipher } from './shares/storageCipher.js'

/** What a key node's routes need, built once at start. */
export type NodeContext = {
  readonly config: NodeConfig
  readonly db: Kysely<NodeDatabase>
  /** After storing a share: every commit so far survives a power loss (SqlDatabase). */
  readonly makeDurable: () => Promise<void>
  /** Runs a request's writes in the transaction of its turn of the event loop (group commit). */
  readonly inBatch: <result>(
    work: (trx: Transaction<NodeDatabase>) => Promise<result>,
  ) => Promise<result>
  readonly cipher: StorageCipher
  /** Signs every answer the node gives (`x-tessera-node-signature`). */
  readonly identity: NodeIdentity
  readonly rateLimiter: RateLimiter
}

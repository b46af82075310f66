import type { RateLimiter, ReadinessChecks } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { NodeConfig } from './config/readNodeConfig.js'
import type { NodeDatabase } from './db/schema.js'
import type { NodeIdentity } from './shares/nodeIdentity.js'
import type { StorageCipher } from './shares/storageCipher.js'
import type { PinnedVerifiers } from './verifiers/loadPinnedVerifiers.js'

/** What a key node's routes need, built once at start. */
export type NodeContext = {
  readonly config: NodeConfig
  readonly db: Kysely<NodeDatabase>
  /** After storing a share: every commit so far survives a power loss (SqlDatabase). */
  readonly makeDurable: () => Promise<void>
  /** Runs a request's writes in a transaction (SqlDatabase: on SQLite, one a turn). */
  readonly inTransaction: <result>(
    work: (db: Kysely<NodeDatabase>) => Promise<result>,
  ) => Promise<result>
  /**
   * After a share was overwritten (MFA reshare, issue #16): the old share leaves the database's
   * files as far as the database lets (SqlDatabase `eraseOldRowVersions`); false when it could
   * not (SQLite's log kept in use by the other workers too long, a failed vacuum).
   */
  readonly eraseReplacedShares: () => Promise<boolean>
  readonly cipher: StorageCipher
  /** Signs every answer the node gives (`x-tessera-node-signature`). */
  readonly identity: NodeIdentity
  readonly rateLimiter: RateLimiter
  /** Every app's login settings as the network operator signed them (issue #15). */
  readonly verifiers: PinnedVerifiers
  /** What `GET /ready` asks: the node's database. */
  readonly readinessChecks: ReadinessChecks
}

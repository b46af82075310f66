import { join } from 'node:path'
import {
  createLocalRateLimitStore,
  createRateLimiter,
  createSqlDatabase,
  databaseAnswers,
  runMigrations,
} from '@tessera/service-kit'
import type { NodeConfig } from './config/readNodeConfig.js'
import { nodeMigrations } from './db/migrations/nodeMigrations.js'
import type { NodeDatabase } from './db/schema.js'
import type { NodeContext } from './NodeContext.js'
import { loadNodeIdentity, nodeIdentityPath } from './shares/nodeIdentity.js'
import { loadStorageCipher } from './shares/storageCipher.js'
import { loadPinnedVerifiers } from './verifiers/loadPinnedVerifiers.js'

/**
 * Opens (and migrates) the node's own database, loads its storage key and its pinned verifier
 * config; throws (the node does not start) when that config is not the operator's or is older
 * than one the node took before.
 */
export async function createNodeContext(
  config: NodeConfig,
): Promise<NodeContext & { close(): Promise<void> }> {
  const { db, makeDurable, inTransaction, eraseOldRowVersions } = createSqlDatabase<NodeDatabase>({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fileName: 'keynode.sqlite',
    secureDelete: true,
  })
  await runMigrations(db, nodeMigrations)
  const verifiers = await loadPinnedVerifiers({
    file: config.verifierConfigFile,
    operatorPublicKey: config.operatorPublicKey,
    db,
  }).catch(async (error: unknown) => {
    await db.destroy()
    throw error
  })
  const store = createLocalRateLimitStore()
  return {
    config,
    db,
    makeDurable,
    inTransaction,
    eraseReplacedShares: () => eraseOldRowVersions('shares'),
    cipher: loadStorageCipher(join(config.dataDir, 'storage-key')),
    identity: loadNodeIdentity(nodeIdentityPath(config.dataDir)),
    rateLimiter: createRateLimiter(store),
    verifiers,
    readinessChecks: { database: databaseAnswers(db) },
    close: async () => {
      await store.close()
      await db.destroy()
    },
  }
}

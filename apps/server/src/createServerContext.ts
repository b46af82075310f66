import { join } from 'node:path'
import {
  createLocalRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
  databaseAnswers,
} from '@tessera/service-kit'
import { appRepository } from './apps/appRepository.js'
import { cachedAppLookup } from './apps/cachedAppLookup.js'
import { chainRepository } from './chains/chainRepository.js'
import type { ServerConfig } from './config/readServerConfig.js'
import { createDatabase } from './db/createDatabase.js'
import { migrateToLatest } from './db/migrateToLatest.js'
import { createMailer } from './mail/createMailer.js'
import type { ServerContext } from './ServerContext.js'
import { loadSigningKey } from './tokens/loadSigningKey.js'

/** Opens the database (migrating it), loads the signing key and builds the repositories. */
export async function createServerContext(
  config: ServerConfig,
): Promise<ServerContext & { close(): Promise<void> }> {
  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrateToLatest(db)
  const apps = appRepository(db)
  const redis = config.redisUrl ? createRedisRateLimitStore(config.redisUrl) : undefined
  const rateLimitStore = redis ?? createLocalRateLimitStore()
  const mailer = createMailer(config)
  return {
    config,
    db,
    apps,
    findApp: cachedAppLookup(apps),
    chains: chainRepository(db),
    signingKey: await loadSigningKey(join(config.dataDir, 'signing-key.json')),
    rateLimiter: createRateLimiter(rateLimitStore),
    mailer,
    // Redis only when configured (without it the limits live in this machine's memory), and
    // only reported: while it is away rate-limited calls fail closed, everything else serves.
    readiness: {
      checks: { database: databaseAnswers(db) },
      advisory: redis ? { redis: () => redis.ping() } : {},
    },
    now: Date.now,
    close: async () => {
      mailer.close()
      await rateLimitStore.close()
      await db.destroy()
    },
  }
}

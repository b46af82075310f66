import type { RateLimiter, ReadinessChecks } from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { AppRepository } from './apps/appRepository.js'
import type { AppLookup } from './apps/cachedAppLookup.js'
import type { ChainRepository } from './chains/chainRepository.js'
import type { ServerConfig } from './config/readServerConfig.js'
import type { Database } from './db/schema.js'
import type { Mailer } from './mail/createMailer.js'
import type { SigningKey } from './tokens/loadSigningKey.js'

/** What every route needs, built once at start by `createServerContext`. */
export type ServerContext = {
  readonly config: ServerConfig
  readonly db: Kysely<Database>
  readonly apps: AppRepository
  readonly findApp: AppLookup
  readonly chains: ChainRepository
  readonly signingKey: SigningKey
  readonly rateLimiter: RateLimiter
  readonly mailer: Mailer
  /** What `GET /ready` asks: the database, and Redis when configured (reported, not required). */
  readonly readiness: { readonly checks: ReadinessChecks; readonly advisory: ReadinessChecks }
  /** The clock of day-long security windows (the one-time code lock); tests move theirs. */
  readonly now: () => number
}

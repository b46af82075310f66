import { resolve } from 'node:path'
import {
  type LogLevel,
  parseEnv,
  portField,
  readTrustProxy,
  serviceEnvFields,
  type TrustProxySetting,
  trustProxyField,
} from '@tessera/service-kit'
import { z } from 'zod'

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''))

const schema = z.object({
  PORT: portField(8_551),
  /** Where clients reach this server; the issuer of login tokens. */
  PUBLIC_URL: httpUrl.optional(),
  /** The wallet's origin: social logins redirect to `{WALLET_URL}/{appId}/redirect/`. */
  WALLET_URL: httpUrl.default('http://localhost:8556'),
  /**
   * Telegram's login origin: the SDK's login modal opens `{TELEGRAM_OAUTH_URL}/auth` and trusts
   * only its messages. Local stacks point it at a stand-in.
   */
  TELEGRAM_OAUTH_URL: httpUrl.default('https://oauth.telegram.org'),
  DATA_DIR: z.string().min(1).default('.data/server'),
  /** The built wallet, served with each app's frame-ancestors policy (HOST-PROTOCOL §A3). */
  WALLET_DIST_DIR: z.string().min(1).optional(),
  /** Shares rate limits across instances when set; in memory otherwise. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.local>'),
  /** Worker processes sharing the port; 1 by default. In-memory rate limits are per worker. */
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Which proxies may set `X-Forwarded-For` (the client IP rate limits use): unset trusts none,
   * a number trusts that many hops, otherwise a comma-separated list of addresses or CIDRs.
   */
  TRUST_PROXY: trustProxyField,
  /**
   * Issue #20: comma-separated EVM chain ids whose second on-ramp is the local Onramp.money
   * stand-in; only the local stack (`npm start`) sets it, so no deployment lists its chains.
   */
  ONRAMP_STAND_IN_CHAIN_IDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated chain ids')
    .optional(),
  ...serviceEnvFields,
})

/** Every environment variable the server reads (deployment files may set no other). */
export const serverEnvNames: readonly string[] = Object.keys(schema.shape)

export type ServerConfig = {
  readonly port: number
  readonly host: string
  readonly publicUrl: string
  readonly walletUrl: string
  /** An origin (no path): where the Telegram Login Widget's popup lives. */
  readonly telegramOAuthOrigin: string
  readonly dataDir: string
  readonly walletDistDir: string | undefined
  readonly databaseUrl: string | undefined
  readonly redisUrl: string | undefined
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  readonly rateLimitScale: number
  readonly workers: number
  readonly trustProxy: TrustProxySetting
  /** Issue #20: the local chains the local Onramp.money stand-in serves; none in a deployment. */
  readonly onrampStandInChainIds: readonly number[]
  readonly logLevel: LogLevel
}

/**
 * Reads the server's configuration from environment variables and fails with one message that
 * names every variable that is wrong and why.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { values: c, given } = parseEnv(schema, env, {
    what: 'server',
    secretNames: ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'],
  })
  // Off loopback, derived URLs would be wrong (http://0.0.0.0:…) or point at a developer's machine.
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(c.HOST)
  if (!loopback && (given.PUBLIC_URL === undefined || given.WALLET_URL === undefined))
    throw new Error(
      `Invalid server configuration: PUBLIC_URL and WALLET_URL are required when HOST is not a loopback address (got HOST '${c.HOST}')`,
    )
  return {
    port: c.PORT,
    host: c.HOST,
    publicUrl: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`,
    walletUrl: c.WALLET_URL,
    telegramOAuthOrigin: new URL(c.TELEGRAM_OAUTH_URL).origin,
    dataDir: resolve(c.DATA_DIR),
    walletDistDir: c.WALLET_DIST_DIR ? resolve(c.WALLET_DIST_DIR) : undefined,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    rateLimitScale: c.RATE_LIMIT_SCALE,
    workers: c.SERVER_WORKERS,
    trustProxy: readTrustProxy(c.TRUST_PROXY),
    onrampStandInChainIds: c.ONRAMP_STAND_IN_CHAIN_IDS?.split(',').map(Number) ?? [],
    logLevel: c.LOG_LEVEL,
  }
}

import { resolve } from 'node:path'
import { parseEnv } from '@tessera/service-kit'
import { z } from 'zod'

const schema = z.object({
  /** This node's share index (x-coordinate), 1…255, unique in the network. */
  NODE_INDEX: z.coerce.number().int().min(1).max(255),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8_560),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** The auth service's login-token keys (`{server}/.well-known/jwks.json`). */
  AUTH_JWKS_URL: z.string().url(),
  /** The `iss` of login tokens: the auth service's PUBLIC_URL. */
  AUTH_ISSUER: z.string().url(),
  /** Multiplies every rate limit (benchmarks raise it); 1 in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type NodeConfig = {
  readonly nodeIndex: number
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly authJwksUrl: string
  readonly authIssuer: string
  readonly rateLimitScale: number
  readonly logLevel: z.infer<typeof schema>['LOG_LEVEL']
}

/** Reads a key node's configuration and fails with one message naming every wrong variable. */
export function readNodeConfig(env: NodeJS.ProcessEnv = process.env): NodeConfig {
  const { values: c } = parseEnv(schema, env, { what: 'key node', secretNames: ['DATABASE_URL'] })
  return {
    nodeIndex: c.NODE_INDEX,
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR ?? `.data/keynode-${c.NODE_INDEX}`),
    databaseUrl: c.DATABASE_URL,
    authJwksUrl: c.AUTH_JWKS_URL,
    authIssuer: c.AUTH_ISSUER.replace(/\/+$/, ''),
    rateLimitScale: c.RATE_LIMIT_SCALE,
    logLevel: c.LOG_LEVEL,
  }
}

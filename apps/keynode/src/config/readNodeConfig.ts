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

const schema = z.object({
  /** This node's share index (x-coordinate), 1…255, unique in the network. */
  NODE_INDEX: z.coerce.number().int().min(1).max(255),
  ...serviceEnvFields,
  PORT: portField(8_560),
  DATA_DIR: z.string().min(1).optional(),
  /** The auth service's login-token keys (`{server}/.well-known/jwks.json`). */
  AUTH_JWKS_URL: z.string().url(),
  /** The `iss` of login tokens: the auth service's PUBLIC_URL. */
  AUTH_ISSUER: z.string().url(),
  /**
   * The verifier config this node pins (issue #15): every app's keyspace, OpenID issuers and JWT
   * verifiers, signed by the network operator (`npm run keys:sign-verifiers`); never read from
   * the auth service. A newly signed file is taken without a restart.
   */
  VERIFIER_CONFIG_FILE: z.string().min(1),
  /** The network operator's Ed25519 public key (32 bytes, 0x hex): the only signer of that file. */
  OPERATOR_PUBLIC_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte Ed25519 public key in 0x hex')
    .transform((value) => value.toLowerCase() as `0x${string}`),
  /** The wallet's origin: the only page allowed to call this node from a browser (CORS). */
  WALLET_URL: z.string().url().default('http://localhost:8556'),
  /** Worker processes sharing the port and the rate limits (node cluster): one per core. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Which proxies may set `X-Forwarded-For` (the client address per-IP limits and the audit log
   * use), as the auth service reads it: unset trusts none, a number that many hops, otherwise a
   * comma-separated list of addresses or CIDRs (issue #15 finding 7).
   */
  TRUST_PROXY: trustProxyField,
})

/** Every environment variable a key node reads (deployment files may set no other). */
export const nodeEnvNames: readonly string[] = Object.keys(schema.shape)

export type NodeConfig = {
  readonly nodeIndex: number
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly authJwksUrl: string
  readonly authIssuer: string
  readonly verifierConfigFile: string
  readonly operatorPublicKey: `0x${string}`
  readonly walletOrigin: string
  readonly rateLimitScale: number
  readonly logLevel: LogLevel
  readonly workers: number
  readonly trustProxy: TrustProxySetting
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
    verifierConfigFile: resolve(c.VERIFIER_CONFIG_FILE),
    operatorPublicKey: c.OPERATOR_PUBLIC_KEY,
    walletOrigin: new URL(c.WALLET_URL).origin,
    authIssuer: c.AUTH_ISSUER.replace(/\/+$/, ''),
    rateLimitScale: c.RATE_LIMIT_SCALE,
    logLevel: c.LOG_LEVEL,
    workers: c.WORKERS,
    trustProxy: readTrustProxy(c.TRUST_PROXY),
  }
}

import { z } from 'zod'
import type { RateLimitRule } from './rateLimit/createRateLimiter.js'

/** The environment fields every Tessera HTTP service reads, for its own `parseEnv` schema. */
export const serviceEnvFields = {
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL when set; SQLite in DATA_DIR otherwise. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Multiplies every rate limit (benchmarks raise it); 1 in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}

/** A TCP port field with the service's default. */
export function portField(defaultPort: number) {
  return z.coerce.number().int().min(1).max(65_535).default(defaultPort)
}

export type LogLevel = z.infer<typeof serviceEnvFields.LOG_LEVEL>

/** A rule with its limit multiplied by RATE_LIMIT_SCALE. */
export function scaleRule(rule: RateLimitRule, scale: number): RateLimitRule {
  return { ...rule, limit: Math.ceil(rule.limit * scale) }
}

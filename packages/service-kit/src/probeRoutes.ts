import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'

/** The paths an orchestrator probes: liveness (the process serves) and readiness (it can work). */
export const probePaths = { health: '/health', ready: '/ready' } as const

/** What a service depends on, by name: each check resolves when it answers, rejects otherwise. */
export type ReadinessChecks = Readonly<Record<string, () => Promise<unknown>>>

/**
 * A dependency that has not answered in this time is unavailable: well under an orchestrator's
 * probe timeout (Kubernetes' default is 1 s, ours 3 s), so a hung Redis or database is reported
 * rather than making the probe itself time out (and, for an advisory one, the instance unready).
 */
export const readyCheckTimeoutMs = 800

/** `check()`, rejected once `timeoutMs` passed without an answer. */
function withinTime(check: () => Promise<unknown> | undefined, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer))
}

/** A check that the database answers a query (a connection opens, or a pooled one still works). */
export function databaseAnswers<schema>(db: Kysely<schema>): () => Promise<unknown> {
  return () => sql`select 1`.execute(db)
}

/**
 * Registers `GET /health`, liveness: `health()`'s answer whatever the dependencies do, so an
 * orchestrator does not restart a process during a database outage it would only wait out; and
 * `GET /ready`, readiness: 200 `{ok: true, checks}` when every one of `checks` answers, otherwise
 * 503 `{ok: false, checks}` with each failing dependency `unavailable`, so a load balancer sends
 * it no traffic meanwhile. `advisory` dependencies are reported the same way but never make it
 * unready: one whose outage every instance shares (Redis) would otherwise take the whole fleet
 * out of service for calls that still work. A failure's cause is logged, never sent (it may name
 * hosts).
 */
export function probeRoutes(
  app: FastifyInstance,
  parameters: {
    health: () => object
    checks: ReadinessChecks
    advisory?: ReadinessChecks
    /** How long a dependency may take to answer before it counts as unavailable. */
    checkTimeoutMs?: number
  },
): void {
  const { health, checks, advisory = {}, checkTimeoutMs = readyCheckTimeoutMs } = parameters
  const all = { ...checks, ...advisory }
  app.get(probePaths.health, async () => health())
  app.get(probePaths.ready, async (request, reply) => {
    const names = Object.keys(all)
    const results = await Promise.allSettled(
      names.map((name) => withinTime(() => all[name]?.(), checkTimeoutMs)),
    )
    const states = results.map((result, i) => {
      if (result.status === 'fulfilled') return [names[i], 'ok']
      request.log.warn({ err: result.reason }, `not ready: ${names[i]} did not answer`)
      return [names[i], 'unavailable']
    })
    const ok = results.every(
      (result, i) => result.status === 'fulfilled' || !((names[i] as string) in checks),
    )
    return reply.status(ok ? 200 : 503).send({ ok, checks: Object.fromEntries(states) })
  })
}

import { Pool } from 'undici'

export type PaceRequestsParameters = {
  /** Where each body is POSTed as JSON: `http://127.0.0.1:3001/v1/share`. */
  readonly url: string
  /** One request each, in order. */
  readonly bodies: readonly string[]
  /** Kept-alive connections; at most this many requests are in flight. */
  readonly connections: number
  /**
   * Requests started per second, evenly spaced (open loop): each one's latency counts from when
   * it was due, so time spent waiting for a free connection counts too. Without it, each
   * connection sends its next request as soon as the last one is answered (closed loop).
   */
  readonly ratePerSecond?: number
}

export type PacedRun = {
  /** Answers per second, from the first request to the last answer. */
  readonly answeredPerSecond: number
  /** Latencies in milliseconds. */
  readonly p50: number
  readonly p99: number
  readonly max: number
  /** Answers with a status other than 2xx, and requests that got no answer. */
  readonly failed: number
}

/**
 * A load generator for benchmarks that offers a steady rate, unlike autocannon, whose rate limit
 * sends each second's share in a burst at the start of the second and then waits, so its
 * latencies are those of a saturated server.
 */
export async function paceRequests(parameters: PaceRequestsParameters): Promise<PacedRun> {
  const { bodies, connections, ratePerSecond } = parameters
  const url = new URL(parameters.url)
  const pool = new Pool(url.origin, { connections, pipelining: 1 })
  const latencies: number[] = []
  let failed = 0
  let lastAnsweredAt = 0
  const startedAt = performance.now()
  const send = async (body: string, dueAt: number) => {
    try {
      const answer = await pool.request({
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      await answer.body.dump()
      if (answer.statusCode < 200 || answer.statusCode > 299) failed++
    } catch {
      failed++
    }
    lastAnsweredAt = performance.now()
    latencies.push(lastAnsweredAt - dueAt)
  }
  try {
    await (ratePerSecond ? offerAtRate(bodies, ratePerSecond, send) : offerClosedLoop())
  } finally {
    await pool.close()
  }
  async function offerClosedLoop() {
    let next = 0
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let body = bodies[next++]; body !== undefined; body = bodies[next++])
          await send(body, performance.now())
      }),
    )
  }
  const sorted = latencies.toSorted((a, b) => a - b)
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
  return {
    answeredPerSecond: (latencies.length - failed) / ((lastAnsweredAt - startedAt) / 1_000),
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    failed,
  }
}

/** Starts request i at `i / rate` seconds, catching up on every timer tick. */
function offerAtRate(
  bodies: readonly string[],
  ratePerSecond: number,
  send: (body: string, dueAt: number) => Promise<void>,
): Promise<void> {
  const interval = 1_000 / ratePerSecond
  const startedAt = performance.now()
  const inFlight: Promise<void>[] = []
  return new Promise((resolve) => {
    let next = 0
    const tick = () => {
      const now = performance.now()
      for (let dueAt = startedAt + next * interval; next < bodies.length && dueAt <= now; ) {
        inFlight.push(send(bodies[next] ?? '', dueAt))
        next++
        dueAt = startedAt + next * interval
      }
      if (next < bodies.length) setTimeout(tick, startedAt + next * interval - now)
      else resolve(Promise.all(inFlight).then(() => undefined))
    }
    tick()
  })
}

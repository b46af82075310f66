import cluster, { type Worker } from 'node:cluster'
import type { FastifyInstance } from 'fastify'
import { serveRateLimitStore } from './rateLimit/channelRateLimitStore.js'
import { createMemoryRateLimitStore } from './rateLimit/createMemoryRateLimitStore.js'

type ServiceConfig = {
  readonly port: number
  readonly host: string
  /** Worker processes sharing the port (node cluster); 1 (the default) runs in this process. */
  readonly workers?: number
}

/**
 * The process around an HTTP service: reads its configuration (a bad one exits 1 with its
 * message, nothing else), starts it, listens, and on SIGINT or SIGTERM closes the server and
 * then its resources before exiting 0.
 *
 * With `workers` > 1 this process becomes a cluster primary: it runs `prepare` once (migrations,
 * key files: what workers must not race to create), forks the workers, holds the rate-limit
 * windows they share (`createLocalRateLimitStore`), replaces a worker that dies, and stops them
 * all on SIGINT or SIGTERM.
 */
export async function runHttpService<config extends ServiceConfig>(service: {
  readConfig: () => config
  prepare?: (config: config) => Promise<void>
  start: (config: config) => Promise<{ app: FastifyInstance; close: () => Promise<void> }>
}): Promise<void> {
  let config: config
  try {
    config = service.readConfig()
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  if (cluster.isPrimary && (config.workers ?? 1) > 1) {
    await service.prepare?.(config)
    runClusterPrimary(config.workers ?? 1)
    return
  }
  const { app, close } = await service.start(config)
  const stop = async () => {
    await app.close()
    await close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  // A worker whose primary is gone serves no more.
  if (cluster.isWorker) process.on('disconnect', () => void stop())
  await app.listen({ port: config.port, host: config.host })
}

/** A worker that dies sooner than this after its start is not replaced: it would only die again. */
const minimumWorkerLifeMs = 5_000

function runClusterPrimary(count: number) {
  const rateLimits = createMemoryRateLimitStore()
  const startedAt = new Map<Worker, number>()
  let stopping = false
  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
    serveRateLimitStore(rateLimits, worker)
  }
  const stop = () => {
    stopping = true
    for (const worker of startedAt.keys()) worker.kill('SIGTERM')
  }
  for (let i = 0; i < count; i++) fork()
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (!stopping) {
      const cause = signal ?? `exit code ${code}`
      if (lived >= minimumWorkerLifeMs) {
        process.stderr.write(`worker ${worker.process.pid} stopped (${cause}); starting another\n`)
        fork()
        return
      }
      process.stderr.write(`worker ${worker.process.pid} stopped at start (${cause})\n`)
      process.exitCode = 1
      stop()
    }
    if (startedAt.size === 0) process.exit()
  })
}

// The server process: `node --import tsx apps/server/src/main.ts` (npm start runs it). With
// SERVER_WORKERS > 1 the primary forks that many workers sharing the port.
import cluster from 'node:cluster'
import { buildServer } from './buildServer.js'
import { readServerConfig, type ServerConfig } from './config/readServerConfig.js'
import { createServerContext } from './createServerContext.js'

let config: ServerConfig
try {
  config = readServerConfig()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

if (config.workers > 1 && cluster.isPrimary) {
  // Migrations and the signing key are settled once, before any worker starts.
  await (await createServerContext(config)).close()
  const workers = Array.from({ length: config.workers }, () => cluster.fork())
  const stop = () => {
    for (const worker of workers) worker.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  cluster.on('exit', (_, code) => {
    if (!workers.every((worker) => worker.isDead())) return
    process.exit(code ?? 0)
  })
} else {
  const context = await createServerContext(config)
  const app = buildServer(context)
  const close = async () => {
    await app.close()
    await context.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close())
  process.on('SIGTERM', () => void close())
  await app.listen({ port: config.port, host: config.host })
}

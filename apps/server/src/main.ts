// The server process: `node --import tsx apps/server/src/main.ts` (npm start runs it). With
// SERVER_WORKERS > 1 the primary forks that many workers sharing the port.
import cluster from 'node:cluster'
import { runHttpService } from '@tessera/service-kit'
import { buildServer } from './buildServer.js'
import { readServerConfig } from './config/readServerConfig.js'
import { createServerContext } from './createServerContext.js'

if (cluster.isPrimary && readWorkerCount() > 1) {
  const config = readServerConfig()
  // Migrations and the signing key are settled once, before any worker starts.
  await (await createServerContext(config)).close()
  const workers = Array.from({ length: config.workers }, () => cluster.fork())
  const stop = () => {
    for (const worker of workers) worker.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  cluster.on('exit', (_, code) => {
    if (workers.every((worker) => worker.isDead())) process.exit(code ?? 0)
  })
} else {
  await runHttpService({
    readConfig: () => readServerConfig(),
    start: async (config) => {
      const context = await createServerContext(config)
      return { app: buildServer(context), close: context.close }
    },
  })
}

/** SERVER_WORKERS, or 1 when the configuration is invalid (runHttpService then reports it). */
function readWorkerCount(): number {
  try {
    return readServerConfig().workers
  } catch {
    // An invalid configuration is reported by runHttpService, with its message.
    return 1
  }
}

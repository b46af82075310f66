// The server process: `node --import tsx apps/server/src/main.ts` (npm start runs it). With
// SERVER_WORKERS > 1 it forks that many workers sharing the port.
import { runHttpService } from '@tessera/service-kit'
import { buildServer } from './buildServer.js'
import { readServerConfig } from './config/readServerConfig.js'
import { createServerContext } from './createServerContext.js'

await runHttpService({
  readConfig: () => readServerConfig(),
  // Migrations and the signing key are settled once, before any worker starts.
  prepare: async (config) => (await createServerContext(config)).close(),
  start: async (config) => {
    const context = await createServerContext(config)
    return { app: buildServer(context), close: context.close }
  },
})

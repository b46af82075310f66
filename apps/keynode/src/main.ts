// A key node process: `node --import tsx apps/keynode/src/main.ts` (npm start runs three). With
// WORKERS > 1 it forks that many workers sharing the port and the rate limits.
import { runHttpService } from '@tessera/service-kit'
import { buildNode } from './buildNode.js'
import { readNodeConfig } from './config/readNodeConfig.js'
import { createNodeContext } from './createNodeContext.js'

await runHttpService({
  readConfig: () => readNodeConfig(),
  // Migrations and the storage key are settled once, before any worker starts.
  prepare: async (config) => (await createNodeContext(config)).close(),
  start: async (config) => {
    const context = await createNodeContext(config)
    return { app: buildNode(context), close: context.close }
  },
})

// A key node process: `node --import tsx apps/keynode/src/main.ts` (npm start runs three).
import { runHttpService } from '@tessera/service-kit'
import { buildNode } from './buildNode.js'
import { readNodeConfig } from './config/readNodeConfig.js'
import { createNodeContext } from './createNodeContext.js'

await runHttpService({
  readConfig: () => readNodeConfig(),
  start: async (config) => {
    const context = await createNodeContext(config)
    return { app: buildNode(context), close: context.close }
  },
})

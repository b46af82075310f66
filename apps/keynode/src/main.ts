// A key node process: `node --import tsx apps/keynode/src/main.ts` (npm start runs three). With
// WORKERS > 1 it forks that many workers sharing the port and the rate limits.
import { runHttpService } from '@tessera/service-kit'
import { buildNode } from './buildNode.js'
import { type NodeConfig, readNodeConfig } from './config/readNodeConfig.js'
import { createNodeContext } from './createNodeContext.js'

/** A node that cannot start (a verifier config of another signer, say) says why in one line. */
const openContext = (config: NodeConfig) =>
  createNodeContext(config).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error)
    process.stderr.write(`key node ${config.nodeIndex} did not start: ${reason}\n`)
    process.exit(1)
  })

await runHttpService({
  readConfig: () => readNodeConfig(),
  // Migrations, the storage key and the verifier config are settled once, before any worker starts.
  prepare: async (config) => (await openContext(config)).close(),
  start: async (config) => {
    const context = await openContext(config)
    return { app: buildNode(context), close: context.close }
  },
})

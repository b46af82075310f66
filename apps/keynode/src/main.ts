// A key node process: `node --import tsx apps/keynode/src/main.ts` (npm start runs three).
import { buildNode } from './buildNode.js'
import { type NodeConfig, readNodeConfig } from './config/readNodeConfig.js'
import { createNodeContext } from './createNodeContext.js'

let config: NodeConfig
try {
  config = readNodeConfig()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const context = await createNodeContext(config)
const app = buildNode(context)
const close = async () => {
  await app.close()
  await context.close()
  process.exit(0)
}
process.on('SIGINT', () => void close())
process.on('SIGTERM', () => void close())
await app.listen({ port: config.port, host: config.host })

// The server process: `node --import tsx apps/server/src/main.ts` (npm start runs it).
import { buildServer } from './buildServer.js'
import { readServerConfig } from './config/readServerConfig.js'
import { createServerContext } from './createServerContext.js'

let config: ReturnType<typeof readServerConfig>
try {
  config = readServerConfig()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
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

import type { FastifyInstance } from 'fastify'

/**
 * The process around an HTTP service: reads its configuration (a bad one exits 1 with its
 * message, nothing else), starts it, listens, and on SIGINT or SIGTERM closes the server and
 * then its resources before exiting 0.
 */
export async function runHttpService<config extends { port: number; host: string }>(service: {
  readConfig: () => config
  start: (config: config) => Promise<{ app: FastifyInstance; close: () => Promise<void> }>
}): Promise<void> {
  let config: config
  try {
    config = service.readConfig()
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const { app, close } = await service.start(config)
  const stop = async () => {
    await app.close()
    await close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  await app.listen({ port: config.port, host: config.host })
}

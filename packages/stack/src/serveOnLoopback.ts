import type { Server } from 'node:http'
import { listenOnLoopback } from './listenOnLoopback.js'
import type { RunningService, ServiceExit } from './types.js'

/**
 * Starts an HTTP server on 127.0.0.1:`port` as a stack service: `exited` settles when it closes,
 * `stop()` drops open connections (keep-alive ones too) and waits for the close.
 */
export async function serveOnLoopback(server: Server, port: number): Promise<RunningService> {
  await listenOnLoopback(server, port)
  const exited = new Promise<ServiceExit>((resolve) =>
    server.once('close', () => resolve({ code: 0, signal: null, output: '' })),
  )
  return {
    exited,
    stop: async () => {
      server.closeAllConnections()
      if (server.listening) server.close()
      await exited
    },
  }
}

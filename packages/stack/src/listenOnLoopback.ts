import type { Server } from 'node:net'

/** Starts `server` on 127.0.0.1:`port` and resolves once it listens (rejects on EADDRINUSE). */
export async function listenOnLoopback(server: Server, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

import { createServer } from 'node:net'
import { StackError } from './StackError.js'

/** Throws a StackError naming the service when something already listens on `port`. */
export async function assertPortFree(service: string, port: number, host = '127.0.0.1') {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StackError(
              service,
              port,
              'port is already in use (is `npm start` already running?)',
            )
          : new StackError(service, port, `cannot listen: ${error.message}`, { cause: error }),
      )
    })
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

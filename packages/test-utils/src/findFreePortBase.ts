import { createServer } from 'node:net'

// Below Linux's ephemeral range (32768–60999): a port there can be taken as the local end of any
// outgoing connection between the check here and the service's listen, a rare EADDRINUSE.
const lowestPort = 10_000
const highestPort = 32_000
const attempts = 50

/**
 * The Fetch standard's "bad ports" in that range: `fetch` refuses them ('bad port') however freely
 * a service listens there.
 */
const fetchBlockedPorts = [10_080]

/**
 * Finds `count` consecutive free ports on 127.0.0.1 that `fetch` may reach and returns the first,
 * so a test can run its own stack beside `npm start` and beside other test files.
 */
export async function findFreePortBase(count: number): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const base = lowestPort + Math.floor(Math.random() * (highestPort - lowestPort - count))
    if (fetchBlockedPorts.some((port) => port >= base && port < base + count)) continue
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isPortFree(base + i)))
    if (free.every(Boolean)) return base
  }
  throw new Error(`no ${count} consecutive free ports found`)
}

/** True when nothing listens on `port` at 127.0.0.1. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { paceRequests } from './paceRequests.js'

let server: Server | undefined

/** Answers each POST after `holdMs`: 200, or 400 for a body of "bad"; records the bodies. */
const startServer = async (holdMs: number) => {
  const received: string[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push(body)
      setTimeout(() => response.writeHead(body === 'bad' ? 400 : 200).end('{}'), holdMs)
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/v1/share`, received }
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

test('default: sends every body once and counts the answers that are not 2xx', async () => {
  const { url, received } = await startServer(0)
  const bodies = ['a', 'b', 'bad', 'c', 'd', 'bad', 'e']
  const run = await paceRequests({ url, bodies, connections: 3 })
  expect(received.toSorted()).toEqual(bodies.toSorted())
  expect(run.failed).toBe(2)
  expect(run.answeredPerSecond).toBeGreaterThan(0)
})

test('behavior: at a fixed rate, time spent waiting for a free connection counts as latency', async () => {
  // One connection, answers held 30 ms, a request due every 10 ms: the fifth is due at 40 ms
  // and answered no sooner than 150 ms, so it waited at least 110 ms.
  const { url, received } = await startServer(30)
  const run = await paceRequests({
    url,
    bodies: ['1', '2', '3', '4', '5'],
    connections: 1,
    ratePerSecond: 100,
  })
  expect(received).toEqual(['1', '2', '3', '4', '5'])
  expect(run.max).toBeGreaterThanOrEqual(100)
  expect(run.failed).toBe(0)
})

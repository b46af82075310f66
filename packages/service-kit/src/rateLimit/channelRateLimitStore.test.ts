import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, describe, expect, test } from 'vitest'
import {
  createChannelRateLimitStore,
  type RateLimitChannel,
  serveRateLimitStore,
} from './channelRateLimitStore.js'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import { createRateLimiter } from './createRateLimiter.js'
import type { RateLimitStore } from './RateLimitStore.js'
import { rateLimitStoreConformance } from './rateLimitStoreConformance.js'

/** A MessagePort as a cluster's IPC end: messages are structured-cloned, as across processes. */
const asChannel = (port: MessagePort): RateLimitChannel => ({
  send: (message) => port.postMessage(message),
  on: (event, listener) => port.on(event, listener),
  off: (event, listener) => port.off(event, listener),
})

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

/** A primary's memory store and a worker's channel to it. */
function workerStoreOf(primaryStore: RateLimitStore = createMemoryRateLimitStore()) {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  serveRateLimitStore(primaryStore, asChannel(port1))
  return createChannelRateLimitStore(asChannel(port2))
}

describe('createChannelRateLimitStore', () => {
  rateLimitStoreConformance(() => workerStoreOf())

  test('behavior: two workers count in one window, so a limit holds across them', async () => {
    const primary = createMemoryRateLimitStore()
    const [first, second] = [workerStoreOf(primary), workerStoreOf(primary)]
    expect(await first.hit('share-token:abc', 60_000)).toMatchObject({ count: 1 })
    expect(await second.hit('share-token:abc', 60_000)).toMatchObject({ count: 2 })
    expect(await first.hit('share-token:abc', 60_000)).toMatchObject({ count: 3 })
    expect(await second.hit('share-token:other', 60_000)).toMatchObject({ count: 1 })
  })

  test('behavior: concurrent hits each get their own answer', async () => {
    const store = workerStoreOf()
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.hit('share-ip:203.0.113.7', 60_000)),
    )
    expect(counts.map(({ count }) => count).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  test('behavior: hits of one turn travel as one message', async () => {
    const { port1, port2 } = new MessageChannel()
    ports.push(port1, port2)
    const messages: unknown[] = []
    port1.on('message', (message) => messages.push(message))
    serveRateLimitStore(createMemoryRateLimitStore(), asChannel(port1))
    const store = createChannelRateLimitStore(asChannel(port2))
    const counts = await Promise.all([
      store.hit('share-ip:203.0.113.7', 60_000),
      store.hit('share-identity:alice', 60_000),
      store.hit('share-ip:203.0.113.7', 60_000),
    ])
    expect(counts.map(({ count }) => count)).toEqual([1, 1, 2])
    expect(messages).toHaveLength(1)
    await store.hit('share-ip:203.0.113.7', 60_000)
    expect(messages).toHaveLength(2)
    // Two requests handled in one turn (two callbacks of one check phase here; two timers could
    // fall in different turns on a busy machine) share a message too.
    const hitLater = (key: string) =>
      new Promise<number>((resolve) =>
        setImmediate(() => void store.hit(key, 60_000).then(({ count }) => resolve(count))),
      )
    expect(await Promise.all([hitLater('share-ip:a'), hitLater('share-ip:a')])).toEqual([1, 2])
    expect(messages).toHaveLength(3)
  })

  test("error: #18 a hit the primary's store cannot count (Redis away) is refused, not left hanging", async () => {
    const failing = {
      hit: () => Promise.reject(new Error('Connection is closed.')),
      close: async () => {},
    }
    const store = workerStoreOf(failing)
    await expect(store.hit('k', 1_000)).rejects.toThrow(
      'the shared rate-limit store could not count',
    )
  })

  test('error: #18 a hit the primary never answers (the primary died) is refused after the timeout, so the request fails closed', async () => {
    const { port1, port2 } = new MessageChannel()
    ports.push(port1, port2)
    const asked: unknown[] = []
    port1.on('message', (message) => asked.push(message)) // a primary that takes hits, never answers
    const store = createChannelRateLimitStore(asChannel(port2), { timeoutMs: 50 })
    const limiter = createRateLimiter(store)
    const rule = { name: 'login-token-ip', limit: 600, windowMs: 60_000 }
    await expect(limiter.limit(rule, '203.0.113.7')).rejects.toThrow(
      'the shared rate-limit store did not answer in 50 ms',
    )
    expect(asked).toHaveLength(1)
  })

  test('behavior: #18 an answer that comes after the timeout is ignored, and the next hits are counted again', async () => {
    const { port1, port2 } = new MessageChannel()
    ports.push(port1, port2)
    const held: unknown[] = []
    const hold = (message: unknown) => held.push(message)
    port1.on('message', hold) // a primary that hangs for a while
    const store = createChannelRateLimitStore(asChannel(port2), { timeoutMs: 50 })
    await expect(store.hit('k', 60_000)).rejects.toThrow('did not answer in 50 ms')
    // It wakes up: the late answer finds nobody waiting; from now on it answers in time.
    port1.off('message', hold)
    const primary = createMemoryRateLimitStore()
    serveRateLimitStore(primary, asChannel(port1))
    port1.postMessage({
      kind: 'tessera-rate-limit-counts',
      counts: [{ id: 0, count: 1, resetAtMs: 0 }],
    })
    expect(held).toHaveLength(1)
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 1 })
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 2 })
  })

  test('error: a hit still waiting when the store closes is refused, not left hanging', async () => {
    const { port1 } = new MessageChannel() // nobody answers on the other end
    ports.push(port1)
    const store = createChannelRateLimitStore(asChannel(port1))
    const pending = store.hit('k', 1_000)
    await store.close()
    await expect(pending).rejects.toThrow('the rate-limit store is closed')
  })
})

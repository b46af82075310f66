import type { RateLimitHit, RateLimitStore } from './RateLimitStore.js'

/**
 * One end of a message channel between processes: a cluster worker's `process`, or the primary's
 * `Worker`. Both speak with `send` and a `message` event.
 */
export type RateLimitChannel = {
  send(message: unknown): unknown
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
}

const asked = 'tessera-rate-limit-hits'
const answered = 'tessera-rate-limit-counts'

type Hit = { readonly id: number; readonly key: string; readonly windowMs: number }
/** A hit's count, or `failed` when the primary's store could not count it (Redis away). */
type Count = (RateLimitHit | { readonly failed: true }) & { readonly id: number }
type HitsAsked = { readonly kind: typeof asked; readonly hits: readonly Hit[] }
type CountsAnswered = { readonly kind: typeof answered; readonly counts: readonly Count[] }

const isKind = <message>(value: unknown, kind: string): value is message =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind

/**
 * A store whose counts live on the other end of `channel` (`serveRateLimitStore`): a cluster's
 * workers share one set of windows in the primary, so a limit holds whichever worker a request
 * reaches. The hits of one turn of the event loop, from every request it handled, travel as one
 * message: a busy worker sends a message every turn, not every request.
 */
export function createChannelRateLimitStore(channel: RateLimitChannel): RateLimitStore {
  const waiting = new Map<
    number,
    { resolve: (hit: RateLimitHit) => void; reject: (error: Error) => void }
  >()
  let nextId = 0
  let batch: Hit[] = []
  const flush = () => {
    const hits = batch
    batch = []
    try {
      channel.send({ kind: asked, hits } satisfies HitsAsked)
    } catch (error) {
      for (const { id } of hits) waiting.get(id)?.reject(error as Error)
      for (const { id } of hits) waiting.delete(id)
    }
  }
  const onMessage = (message: unknown) => {
    if (!isKind<CountsAnswered>(message, answered)) return
    for (const answer of message.counts) {
      const hit = waiting.get(answer.id)
      waiting.delete(answer.id)
      if ('failed' in answer) hit?.reject(new Error('the shared rate-limit store could not count'))
      else hit?.resolve({ count: answer.count, resetAtMs: answer.resetAtMs })
    }
  }
  channel.on('message', onMessage)
  return {
    hit(key, windowMs) {
      const id = nextId++
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        if (batch.length === 0) setImmediate(flush)
        batch.push({ id, key, windowMs })
      })
    },
    async close() {
      channel.off('message', onMessage)
      for (const { reject } of waiting.values()) reject(new Error('the rate-limit store is closed'))
      waiting.clear()
    },
  }
}

/**
 * Answers the hits a `createChannelRateLimitStore` sends over `channel` from `store`: every hit,
 * a failed one too (the worker then refuses its request), so no worker waits forever.
 */
export function serveRateLimitStore(store: RateLimitStore, channel: RateLimitChannel): void {
  channel.on('message', async (message) => {
    if (!isKind<HitsAsked>(message, asked)) return
    const counts = await Promise.all(
      message.hits.map(({ id, key, windowMs }) =>
        store.hit(key, windowMs).then(
          (hit): Count => ({ id, ...hit }),
          (): Count => ({ id, failed: true }),
        ),
      ),
    )
    channel.send({ kind: answered, counts } satisfies CountsAnswered)
  })
}

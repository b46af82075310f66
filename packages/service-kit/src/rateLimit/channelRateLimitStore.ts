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

/**
 * How long a worker waits for the primary's count before refusing the request: a primary that
 * died or hangs must not leave requests waiting forever (issue #18). Redis answers in about a
 * millisecond, and a busy primary within tens.
 */
const channelHitTimeoutMs = 2_000

const isKind = <message>(value: unknown, kind: string): value is message =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind

/**
 * A store whose counts live on the other end of `channel` (`serveRateLimitStore`): a cluster's
 * workers share one set of windows in the primary, so a limit holds whichever worker a request
 * reaches. The hits of one turn of the event loop, from every request it handled, travel as one
 * message: a busy worker sends a message every turn, not every request. A hit with no answer
 * within `timeoutMs` is refused, as one the primary could not count: the caller fails closed.
 */
export function createChannelRateLimitStore(
  channel: RateLimitChannel,
  { timeoutMs = channelHitTimeoutMs }: { readonly timeoutMs?: number } = {},
): RateLimitStore {
  /** One message's timer and how many of its hits still wait for their count. */
  type Sent = { timer?: ReturnType<typeof setTimeout>; left: number }
  const waiting = new Map<
    number,
    { resolve: (hit: RateLimitHit) => void; reject: (error: Error) => void; sent?: Sent }
  >()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let nextId = 0
  let batch: Hit[] = []
  /** Takes `id` off the waiting list; the last hit of a message answered ends its timer. */
  const take = (id: number) => {
    const hit = waiting.get(id)
    waiting.delete(id)
    if (hit?.sent && --hit.sent.left === 0 && hit.sent.timer) {
      clearTimeout(hit.sent.timer)
      timers.delete(hit.sent.timer)
    }
    return hit
  }
  /** Refuses the hits of `ids` still waiting: their answer is not coming. */
  const refuse = (ids: readonly number[], error: Error) => {
    for (const id of ids) take(id)?.reject(error)
  }
  const flush = () => {
    const hits = batch
    batch = []
    const ids = hits.map(({ id }) => id)
    // One timer a message, not a hit, cleared once its last hit is answered.
    const sent: Sent = { left: ids.length }
    for (const id of ids) {
      const hit = waiting.get(id)
      if (hit) hit.sent = sent
    }
    sent.timer = setTimeout(() => {
      timers.delete(sent.timer as ReturnType<typeof setTimeout>)
      refuse(ids, new Error(`the shared rate-limit store did not answer in ${timeoutMs} ms`))
    }, timeoutMs).unref()
    timers.add(sent.timer)
    try {
      channel.send({ kind: asked, hits } satisfies HitsAsked)
    } catch (error) {
      refuse(ids, error as Error)
    }
  }
  const onMessage = (message: unknown) => {
    if (!isKind<CountsAnswered>(message, answered)) return
    for (const answer of message.counts) {
      const hit = take(answer.id)
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
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
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

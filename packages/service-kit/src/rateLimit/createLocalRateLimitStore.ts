import cluster from 'node:cluster'
import { createChannelRateLimitStore, type RateLimitChannel } from './channelRateLimitStore.js'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import type { RateLimitStore } from './RateLimitStore.js'

/**
 * The rate-limit store of one machine: this process's memory, or in a cluster worker the
 * primary's (`runHttpService` with workers), so the workers of one service share their limits.
 */
export function createLocalRateLimitStore(): RateLimitStore {
  return cluster.isWorker
    ? createChannelRateLimitStore(process as unknown as RateLimitChannel)
    : createMemoryRateLimitStore()
}

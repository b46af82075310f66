import { afterAll, beforeAll } from 'vitest'

/**
 * Starts a local service before the test file's tests and stops it after them; the returned
 * function reads it inside a test.
 */
export function startedForFile<service extends { stop(): Promise<void> }>(
  start: () => Promise<service>,
): () => service {
  let started: service | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(() => started?.stop())
  return () => {
    if (!started) throw new Error('read the service inside a test, after beforeAll')
    return started
  }
}

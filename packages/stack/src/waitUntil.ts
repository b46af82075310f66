const defaultPollIntervalMs = 50

/**
 * Polls `check` until it returns true, throwing when `timeoutMs` passes or `abort` settles first.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs, abort, pollIntervalMs = defaultPollIntervalMs }: WaitUntilOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let aborted: unknown = null
  abort?.then((reason) => {
    aborted = reason ?? 'aborted'
  })
  while (Date.now() < deadline) {
    if (aborted !== null) throw new Error(String(aborted))
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
  }
  throw new Error(`not ready after ${timeoutMs} ms`)
}

export type WaitUntilOptions = {
  timeoutMs: number
  abort?: Promise<unknown>
  pollIntervalMs?: number
}

const started = new Map<string, Promise<unknown>>()

/**
 * Runs `work` once per page and key, answering the same promise to every later caller: a popup
 * page's one-shot work (relaying a login, resuming a session) must not run twice when React
 * mounts its effect again.
 */
export function oncePerPage<result>(key: string, work: () => Promise<result>): Promise<result> {
  const running = started.get(key) ?? work()
  started.set(key, running)
  return running as Promise<result>
}

/**
 * Runs `run` with this process's fetches passing through `hook` first: a lost request (`'drop'`,
 * a network failure) or one recorded. For tests of what a client does when a key node is
 * unreachable; the nodes' own requests pass too, so hooks match on the URL.
 */
export async function throughNetwork<result>(
  hook: (url: string, body: Record<string, unknown>) => 'drop' | undefined,
  run: () => Promise<result>,
): Promise<result> {
  const real = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {}
    if (hook(String(input), body as Record<string, unknown>) === 'drop')
      throw new TypeError('fetch failed')
    return real(input, init)
  }
  try {
    return await run()
  } finally {
    globalThis.fetch = real
  }
}

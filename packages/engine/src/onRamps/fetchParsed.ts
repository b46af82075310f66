export type FetchParsedParameters<value> = {
  readonly url: string
  /** Names the list in errors ('crypto-currencies'). */
  readonly what: string
  /** Narrows the untrusted body; undefined = not the expected shape. */
  readonly parse: (body: unknown) => value | undefined
  readonly fetch: typeof globalThis.fetch | undefined
}

/** GETs JSON and narrows it; throws on a failed request, a non-2xx answer or another shape. */
export async function fetchParsed<value>(parameters: FetchParsedParameters<value>): Promise<value> {
  const fetchFn = parameters.fetch ?? globalThis.fetch
  const response = await fetchFn(parameters.url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${parameters.what} answered ${response.status}`)
  const parsed = parameters.parse(await response.json())
  if (parsed === undefined) throw new TypeError(`${parameters.what} has another shape`)
  return parsed
}

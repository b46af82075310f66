import { oauthProviderTimeoutS } from './oauthConfigurationFor.js'

/**
 * One request to an OAuth 2 provider (third-party-apis §9), answered with JSON: gives up after
 * the providers' timeout, follows no redirect (a bearer token goes only where it was meant to),
 * and throws on any non-2xx status or an `error` member (GitHub reports token errors with 200).
 * The thrown error names the URL's path and the provider's error code, never a token.
 */
export async function oauth2FetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    redirect: 'error',
    signal: AbortSignal.timeout(oauthProviderTimeoutS * 1_000),
  })
  const text = await response.text()
  const body = parseJson(text)
  const where = `${init.method ?? 'GET'} ${new URL(url).pathname}`
  const providerError = errorCodeOf(body)
  if (!response.ok || providerError !== undefined)
    throw new Error(`${where} answered ${response.status} ${providerError ?? ''}`.trim())
  if (body === undefined) throw new Error(`${where} answered something other than JSON`)
  return body
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // Not JSON (an HTML error page, a proxy's answer): the caller reports it as such.
    return undefined
  }
}

/** RFC 6749 §5.2 `error`, the only part of an error answer worth keeping. */
function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined
  const { error } = body
  return typeof error === 'string' ? error.slice(0, 64) : 'error'
}

/** Who may call a path from a browser (HOST-PROTOCOL §G: gateway calls are CORS-open to the app's origins). */
export type CorsPolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'app'; readonly appId: string }
  | { readonly kind: 'wallet' }

const appPathPatterns = [/^\/api\/v2\/app\/([^/]+)\/logo/, /^\/api\/v1\/chains\/([^/]+)/]
/** Query-scoped app routes and the parameter each reads its app id from (the handler's own). */
const appQueryPaths: Readonly<Record<string, string>> = {
  '/api/v1/get-app-config': 'id',
  '/api/v1/get-app-theme': 'id',
  '/api/v1/gastank/status': 'app_id',
}
const publicPaths = [
  /^\/\.well-known\//,
  /^\/api\/v2\/chain\/logo\//,
  /^\/api\/v1\/onramp-coin-config/,
  /^\/api\/v1\/frame-ancestors\//,
]

/**
 * Decides the CORS policy from the URL alone, so preflights (which carry no body) get the same
 * answer as the request that follows. Everything not public or app-scoped is for the wallet only.
 * Read from the raw path the router sees (no URL object: this runs on every gateway read).
 */
export function corsPolicy(rawUrl: string): CorsPolicy {
  const queryAt = rawUrl.indexOf('?')
  const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  if (publicPaths.some((pattern) => pattern.test(pathname))) return { kind: 'public' }
  for (const pattern of appPathPatterns) {
    const appId = pattern.exec(pathname)?.[1]
    if (appId) return { kind: 'app', appId }
  }
  const parameter = appQueryPaths[pathname.replace(/\/+$/, '')]
  const appId =
    parameter && queryAt !== -1
      ? new URLSearchParams(rawUrl.slice(queryAt + 1)).get(parameter)
      : null
  if (appId) return { kind: 'app', appId }
  return { kind: 'wallet' }
}

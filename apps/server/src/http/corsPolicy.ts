/** Who may call a path from a browser (HOST-PROTOCOL §G: gateway calls are CORS-open to the app's origins). */
export type CorsPolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'app'; readonly appId: string }
  | { readonly kind: 'wallet' }

const appPathPatterns = [/^\/api\/v2\/app\/([^/]+)\/logo/, /^\/api\/v1\/chains\/([^/]+)/]
const appQueryPaths = ['/api/v1/get-app-config', '/api/v1/get-app-theme', '/api/v1/gastank/status']
const publicPaths = [
  /^\/\.well-known\//,
  /^\/api\/v2\/chain\/logo\//,
  /^\/api\/v1\/onramp-coin-config/,
  /^\/api\/v1\/frame-ancestors\//,
]

/**
 * Decides the CORS policy from the URL alone, so preflights (which carry no body) get the same
 * answer as the request that follows. Everything not public or app-scoped is for the wallet only.
 */
export function corsPolicy(rawUrl: string): CorsPolicy {
  const url = new URL(rawUrl, 'http://server')
  const path = url.pathname.replace(/\/+$/, '')
  if (publicPaths.some((pattern) => pattern.test(url.pathname))) return { kind: 'public' }
  for (const pattern of appPathPatterns) {
    const appId = pattern.exec(url.pathname)?.[1]
    if (appId) return { kind: 'app', appId }
  }
  if (appQueryPaths.includes(path)) {
    const appId = url.searchParams.get('id') ?? url.searchParams.get('app_id')
    if (appId) return { kind: 'app', appId }
  }
  return { kind: 'wallet' }
}

import { type PageAnswer, type StaticSite, startStaticSite } from '@tessera/stack'
import type { WalletRuntimeConfig } from '../apps/wallet/src/config/loadWalletConfig.js'

export type StartWalletHostParameters = {
  readonly port: number
  /** The built wallet (`apps/wallet/dist`). */
  readonly root: string
  readonly config: WalletRuntimeConfig
}

const appPath = /^\/([0-9A-Za-z_-]{1,64})(\/|$)/
const policyCacheMs = 10_000
/** First path segments that are routes, not app ids (SPEC §2). */
const appFreeRoutes = new Set(['global-redirect', 'loggedin', 'assets'])
/**
 * Pages that name no app (the global redirect; the logged-in shell, reached in-app and reloaded
 * only by hand): the wallet's own scripts, framed by the wallet only.
 */
const ownPagePolicy =
  "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"

/**
 * Serves the built wallet the way a CDN edge rule would (HOST-PROTOCOL §A3): every page of an
 * app carries the app's Content-Security-Policy from the gateway (`frame-ancestors` its
 * registered origins) and an unknown app id is 403; `/wallet-config.json` tells the wallet where
 * the gateway, auth service and key nodes are (the wallet's own `WalletRuntimeConfig`).
 */
export function startWalletHost(parameters: StartWalletHostParameters): Promise<StaticSite> {
  const { config } = parameters
  const cache = new Map<string, { answer: PageAnswer; until: number }>()

  const appPage = async (appId: string): Promise<PageAnswer> => {
    const cached = cache.get(appId)
    if (cached && cached.until > Date.now()) return cached.answer
    const response = await fetch(`${config.gatewayUrl}/api/v1/frame-ancestors/${appId}`)
    if (response.status === 403)
      return { status: 403, body: 'This app is not registered with this wallet.' }
    if (!response.ok) return { status: 502, body: 'The gateway did not answer; try again.' }
    const { pagePolicy } = (await response.json()) as { pagePolicy: string }
    const answer = { headers: { 'content-security-policy': pagePolicy } }
    cache.set(appId, { answer, until: Date.now() + policyCacheMs })
    return answer
  }

  return startStaticSite({
    port: parameters.port,
    root: parameters.root,
    documents: { '/wallet-config.json': config },
    pageAnswer: async (pathname) => {
      const appId = appPath.exec(pathname)?.[1]
      if (!appId || appFreeRoutes.has(appId))
        return { headers: { 'content-security-policy': ownPagePolicy } }
      return appPage(appId)
    },
  })
}

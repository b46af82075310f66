import { walletPagePolicy } from '@tessera/service-kit'
import { type PageAnswer, type StaticSite, startStaticSite } from '@tessera/stack'
import type { WalletRuntimeConfig } from '../apps/wallet/src/config/loadWalletConfig.js'
import { walletServiceUrls } from '../apps/wallet/src/config/walletServiceUrls.js'

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
 * Serves the built wallet the way a CDN edge rule would (HOST-PROTOCOL §A3): every page of an
 * app carries the wallet's Content-Security-Policy with the app's registered origins (from the
 * gateway) as `frame-ancestors`, and an unknown app id is 403; `/wallet-config.json` tells the
 * wallet where the gateway, auth service and key nodes are (the wallet's own
 * `WalletRuntimeConfig`), and the same config names them in `connect-src` (issue #15 finding 7).
 */
export function startWalletHost(parameters: StartWalletHostParameters): Promise<StaticSite> {
  const { config } = parameters
  const cache = new Map<string, { answer: PageAnswer; until: number }>()
  const serviceUrls = walletServiceUrls(config)
  /**
   * Pages that name no app (the global redirect; the logged-in shell, reached in-app and reloaded
   * only by hand): the same policy, framed by the wallet only.
   */
  const ownPagePolicy = walletPagePolicy({ frameAncestors: [], serviceUrls })

  const appPage = async (appId: string): Promise<PageAnswer> => {
    const cached = cache.get(appId)
    if (cached && cached.until > Date.now()) return cached.answer
    const response = await fetch(`${config.gatewayUrl}/api/v1/frame-ancestors/${appId}`)
    if (response.status === 403)
      return { status: 403, body: 'This app is not registered with this wallet.' }
    if (!response.ok) return { status: 502, body: 'The gateway did not answer; try again.' }
    const { origins } = (await response.json()) as { origins: string[] }
    const policy = walletPagePolicy({ frameAncestors: origins, serviceUrls })
    const answer = { headers: { 'content-security-policy': policy } }
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

import { walletPagePolicy } from '@tessera/service-kit'
import type { App } from '../apps/appSettings.js'

/**
 * HOST-PROTOCOL §A3: the wallet's pages for an app may be framed only by the app's registered
 * origins (and the wallet itself, for its own popups).
 */
export function frameAncestorsPolicy(app: App): string {
  return `frame-ancestors 'self' ${app.origins.join(' ')}`
}

/**
 * The full policy of a wallet page of `app` (the page that holds keys; issue #15 finding 7): only
 * its own scripts, connections to this server (`serverUrl`, its gateway and auth service), https
 * and this machine, images over https and data:, no plugins, base URL or form posts, and the app's
 * frame-ancestors (`walletPagePolicy` says why). The server does not know the key nodes and other
 * services a wallet config names; served over https they fall under `https:`, and a wallet host
 * that knows its config (`scripts/startWalletHost.ts`) names them.
 */
export function appWalletPagePolicy(app: App, serverUrl: string): string {
  return walletPagePolicy({ frameAncestors: app.origins, serviceUrls: [serverUrl] })
}

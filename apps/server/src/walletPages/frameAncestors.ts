import type { App } from '../apps/appSettings.js'

/**
 * HOST-PROTOCOL §A3: the wallet's pages for an app may be framed only by the app's registered
 * origins (and the wallet itself, for its own popups).
 */
export function frameAncestorsPolicy(app: App): string {
  return `frame-ancestors 'self' ${app.origins.join(' ')}`
}

/**
 * The full policy of a wallet page (the page that holds keys): only its own scripts, no plugins,
 * no base-URL tricks, and the app's frame-ancestors. Connections stay open: users add RPC URLs.
 */
export function walletPagePolicy(app: App): string {
  return `script-src 'self'; object-src 'none'; base-uri 'none'; ${frameAncestorsPolicy(app)}`
}

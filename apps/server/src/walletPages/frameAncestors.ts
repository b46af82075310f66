import type { App } from '../apps/appSettings.js'

/**
 * HOST-PROTOCOL §A3: the wallet's pages for an app may be framed only by the app's registered
 * origins (and the wallet itself, for its own popups).
 */
export function frameAncestorsPolicy(app: App): string {
  return `frame-ancestors 'self' ${app.origins.join(' ')}`
}

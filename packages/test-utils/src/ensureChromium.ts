import { existsSync } from 'node:fs'
import { ensureDebianPackage } from './ensureDebianPackage.js'

/** Debian's Chromium: the browser every browser test drives. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Makes sure Chromium is at /usr/bin/chromium. As root it installs Debian's package with apt;
 * otherwise it fails saying exactly what to install. Never downloads a browser build of its own.
 */
export function ensureChromium(): string {
  ensureDebianPackage({
    packageName: 'chromium',
    what: `Chromium at ${chromiumPath}`,
    isInstalled: () => existsSync(chromiumPath),
  })
  return chromiumPath
}

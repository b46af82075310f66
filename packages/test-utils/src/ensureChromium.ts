import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's Chromium: the browser every browser test drives. */
export const chromiumPath = '/usr/bin/chromium'

const installCommand = 'apt-get update && apt-get install -y chromium'

/**
 * Makes sure Chromium is at /usr/bin/chromium. As root it installs Debian's package with apt;
 * otherwise it fails saying exactly what to install. Never downloads a browser build of its own.
 */
export function ensureChromium(): string {
  if (existsSync(chromiumPath)) return chromiumPath
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it as root: ${installCommand}`)
  process.stderr.write(`Chromium is missing at ${chromiumPath}; installing: ${installCommand}\n`)
  execFileSync('sh', ['-c', installCommand], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium but ${chromiumPath} is still missing`)
  return chromiumPath
}

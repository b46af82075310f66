import { type Browser, chromium } from 'playwright-core'
import { ensureChromium } from './ensureChromium.js'

/**
 * Flags for a quiet headless Chromium on a machine without internet: no background
 * networking, no sandbox (tests run as root), no GPU.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Launches headless Debian Chromium through playwright-core, installing it first when needed. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: chromiumArgs })
}

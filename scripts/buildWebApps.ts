import { resolve } from 'node:path'
import { build } from 'vite'

const repoRoot = resolve(import.meta.dirname, '..')

/** The browser apps the stack serves, each a Vite project with its own `vite.config.ts`. */
export const webApps = {
  wallet: resolve(repoRoot, 'apps/wallet'),
  demo: resolve(repoRoot, 'apps/demo'),
} as const

/** Where each web app's build lands. */
export const webAppDist = (root: string) => resolve(root, 'dist')

/**
 * Builds the wallet and the demo host app (`vite build`, production mode) into their `dist/`
 * folders; `npm start` and the browser tests serve those builds, as a CDN would.
 */
export async function buildWebApps(): Promise<void> {
  // Vite follows NODE_ENV; under Vitest it is 'test', which would ship React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    for (const root of Object.values(webApps))
      await build({ root, logLevel: 'warn', configFile: resolve(root, 'vite.config.ts') })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

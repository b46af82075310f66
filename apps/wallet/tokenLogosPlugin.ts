import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The catalogue's logo files (packages/chains/assets/token-logos, written by writeTokenCatalogue). */
const logosDir = fileURLToPath(new URL('../../packages/chains/assets/token-logos', import.meta.url))
/** Where `tokenLogoUrl` (@tessera/chains, EVM) points: the site root's assets folder. */
const logosPath = '/assets/token-logos/'

/**
 * Ships the token logos with the wallet (SPEC §3 catalogue logos, never fetched from third
 * parties): served under `/assets/token-logos/` by the dev server and copied there by the build.
 */
export function tokenLogosPlugin(): Plugin {
  const files = () => readdirSync(logosDir).filter((file) => file.endsWith('.svg'))
  return {
    name: 'tessera-token-logos',
    configureServer(server) {
      server.middlewares.use(logosPath, (request, response, next) => {
        const file = (request.url ?? '').slice(1).split('?')[0] ?? ''
        if (!files().includes(file)) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(readFileSync(join(logosDir, file)))
      })
    },
    generateBundle() {
      for (const file of files())
        this.emitFile({
          type: 'asset',
          fileName: `${logosPath.slice(1)}${file}`,
          source: readFileSync(join(logosDir, file)),
        })
    },
  }
}

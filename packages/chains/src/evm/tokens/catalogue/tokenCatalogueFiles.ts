import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defaultTokenListChainIds } from '@tessera/protocol'
import { buildTokenCatalogue, type IconEntry, type TokenListEntry } from './buildTokenCatalogue.js'

const require = createRequire(import.meta.url)

/** Where the generated catalogue lives, beside the chains package's sources. */
export const chainsAssetsDir = join(import.meta.dirname, '..', '..', '..', '..', 'assets')
export const tokenListsDir = join(chainsAssetsDir, 'token-lists')
export const tokenLogosDir = join(chainsAssetsDir, 'token-logos')

/**
 * The catalogue files as the installed packages give them: one JSON list per chain of SPEC §3
 * (from `@uniswap/default-token-list`) and one SVG per icon used (from `@web3icons/core`, matched
 * through `@web3icons/common` metadata). Keys are paths relative to the assets folder.
 */
export async function renderTokenCatalogueFiles(): Promise<Map<string, string>> {
  const listPath = require.resolve('@uniswap/default-token-list')
  const list = JSON.parse(readFileSync(listPath, 'utf8')) as { tokens: TokenListEntry[] }
  const { tokens: icons } = (await import('@web3icons/common')) as unknown as {
    tokens: IconEntry[]
  }
  const catalogue = buildTokenCatalogue({
    tokens: list.tokens,
    icons,
    chainIds: defaultTokenListChainIds,
  })
  const files = new Map<string, string>()
  for (const [chainId, entries] of Object.entries(catalogue.tokensByChainId))
    files.set(join('token-lists', `${chainId}.json`), `${JSON.stringify(entries, null, 2)}\n`)
  const iconsDir = join(dirname(require.resolve('@web3icons/core')), 'svgs', 'tokens')
  for (const [file, variant] of [...catalogue.logos].sort(([a], [b]) => a.localeCompare(b))) {
    const module = (await import(join(iconsDir, variant, `${file}.svg.js`))) as { default: string }
    files.set(join('token-logos', `${file}.svg`), withTitle(module.default, file))
  }
  return files
}

/** Names the icon for assistive technology (and for the SVG lint rule). */
function withTitle(svg: string, title: string): string {
  return svg.replace(/<svg[^>]*>/, (tag) => `${tag}<title>${title}</title>`)
}

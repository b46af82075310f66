/**
 * Regenerates `packages/chains/assets/token-lists` and `token-logos` from the installed token
 * list and icon packages. Run after upgrading either package:
 * `npx tsx packages/chains/src/evm/tokens/catalogue/writeTokenCatalogue.ts`
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  chainsAssetsDir,
  renderTokenCatalogueFiles,
  tokenListsDir,
  tokenLogosDir,
} from './tokenCatalogueFiles.js'

const files = await renderTokenCatalogueFiles()
for (const dir of [tokenListsDir, tokenLogosDir]) rmSync(dir, { recursive: true, force: true })
for (const [path, content] of files) {
  const target = join(chainsAssetsDir, path)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}
process.stdout.write(`wrote ${files.size} files to ${chainsAssetsDir}\n`)

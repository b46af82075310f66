import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const staticImport = /(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g

/**
 * The min+gzip bytes of the scripts a built SPA page loads before anything lazy: the entry of
 * `index.html` and its static imports, transitively (dynamic `import()` chunks are left out).
 */
export function initialScriptBytes(dist: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(join(dist, file), 'utf8')
    for (const [, relative = ''] of code.matchAll(staticImport))
      visit(join('assets', relative.slice(2)))
  }
  for (const [, entry = ''] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) visit(entry)
  const files = [...seen]
  const gzipBytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(dist, file))).length,
    0,
  )
  return { files, gzipBytes }
}

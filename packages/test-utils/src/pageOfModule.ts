import { build } from 'esbuild'

/**
 * A page for browser tests that run a module in Chromium: `contents` (TypeScript, imports
 * resolved from `resolveDir`, usually the test's folder) bundled into one classic script, wrapped
 * in an HTML document to serve. The module puts what the test calls on `globalThis`.
 *
 * @example pageOfModule(`import { f } from './f.ts'; globalThis.f = f`, import.meta.dirname)
 */
export async function pageOfModule(contents: string, resolveDir: string): Promise<string> {
  const built = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  })
  return `<!doctype html><script>${built.outputFiles[0]?.text ?? ''}</script>`
}

import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BuildOptions, build } from 'esbuild'

export const sdkRoot = resolve(import.meta.dirname, '..')

/** esbuild options shared by the package build and the size check: browser ES2022. */
export const sdkBuildOptions = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  logLevel: 'silent',
  legalComments: 'none',
} as const satisfies BuildOptions

/**
 * What each kind of app imports: an EVM app the SDK class (its provider, frame and popups come
 * along; the login modal is a chunk `connect()` loads); a Solana app that and the Solana entry's
 * provider and Wallet Standard wallet.
 */
const appEntries = {
  evm: "export { Tessera } from './src/index.ts'",
  solana: [
    "export { Tessera } from './src/index.ts'",
    "export { registerTesseraWallet, TesseraSolanaProvider } from './src/solana/index.ts'",
  ].join('\n'),
} as const

/**
 * The SDK as one script for a `<script>` tag: an IIFE that sets `window.TesseraSDK`; the login
 * modal is inside it (a script has no chunks).
 */
export async function bundleSdkScript({ minify }: { minify: boolean }): Promise<string> {
  const result = await build({
    ...sdkBuildOptions,
    entryPoints: [resolve(sdkRoot, 'src/index.ts')],
    format: 'iife',
    globalName: 'TesseraSDK',
    minify,
    write: false,
  })
  return result.outputFiles[0]?.text ?? ''
}

/** Bytes of some of a bundle's files, minified, and the sum of each file gzipped (level 9). */
export type BundleSize = { readonly minifiedBytes: number; readonly gzippedBytes: number }

const sizeOf = (files: readonly Uint8Array[]): BundleSize => ({
  minifiedBytes: files.reduce((sum, file) => sum + file.byteLength, 0),
  gzippedBytes: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).byteLength, 0),
})

/**
 * Bundles what an `app` (EVM by default) needs with penpal included, minified and split as an
 * app's bundler splits it, and returns the size of what the page loads at once (the entry and
 * the chunks it imports) and of the login modal, the chunk `connect()` loads with `import()`:
 * each in bytes before and after gzip (level 9), the way the budget is measured.
 */
export async function measureSdkSize(
  app: keyof typeof appEntries = 'evm',
): Promise<BundleSize & { readonly loginModal: BundleSize }> {
  const outdir = resolve(sdkRoot, 'size')
  const result = await build({
    ...sdkBuildOptions,
    stdin: { contents: appEntries[app], resolveDir: sdkRoot, loader: 'ts' },
    format: 'esm',
    splitting: true,
    outdir,
    metafile: true,
    minify: true,
    write: false,
  })
  const outputs = result.metafile.outputs
  /** The output files `path` loads, itself included, following imports of `kind`. */
  const loadedBy = (path: string, kind: 'import-statement' | 'dynamic-import', seen: string[]) => {
    if (seen.includes(path)) return seen
    seen.push(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' || imported.kind === kind)
        loadedBy(imported.path, kind, seen)
    return seen
  }
  const [entry] = Object.keys(outputs).filter((path) => outputs[path]?.entryPoint === '<stdin>')
  if (!entry) throw new Error('esbuild gave no entry output')
  const core = loadedBy(entry, 'import-statement', [])
  const all = loadedBy(entry, 'dynamic-import', [])
  const contents = (paths: readonly string[]) =>
    result.outputFiles
      .filter((file) => paths.some((path) => resolve(path) === file.path))
      .map((file) => file.contents)
  return {
    ...sizeOf(contents(core)),
    loginModal: sizeOf(contents(all.filter((path) => !core.includes(path)))),
  }
}

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
 * What each kind of app imports: an EVM app the SDK class (its provider, frame, popups and chooser
 * come along); a Solana app that and the Solana entry's provider and Wallet Standard wallet.
 */
const appEntries = {
  evm: "export { Tessera } from './src/index.ts'",
  solana: [
    "export { Tessera } from './src/index.ts'",
    "export { registerTesseraWallet, TesseraSolanaProvider } from './src/solana/index.ts'",
  ].join('\n'),
} as const

/** The SDK as one script for a `<script>` tag: an IIFE that sets `window.TesseraSDK`. */
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

/**
 * Bundles what an `app` (EVM by default) needs with penpal included, minified, and returns its
 * size in bytes before and after gzip (level 9), the way the budget is measured.
 */
export async function measureSdkSize(
  app: keyof typeof appEntries = 'evm',
): Promise<{ minifiedBytes: number; gzippedBytes: number }> {
  const result = await build({
    ...sdkBuildOptions,
    stdin: { contents: appEntries[app], resolveDir: sdkRoot, loader: 'ts' },
    format: 'esm',
    minify: true,
    write: false,
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { minifiedBytes: code.byteLength, gzippedBytes: gzipSync(code, { level: 9 }).byteLength }
}

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

/** What an EVM app imports: the SDK class (its provider, frame, popups and chooser come along). */
const evmAppEntry = "export { Tessera } from './src/index.ts'"

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
 * Bundles what an EVM app needs with penpal included, minified, and returns its size in bytes
 * before and after gzip (level 9), the way the budget is measured.
 */
export async function measureSdkSize(): Promise<{ minifiedBytes: number; gzippedBytes: number }> {
  const result = await build({
    ...sdkBuildOptions,
    stdin: { contents: evmAppEntry, resolveDir: sdkRoot, loader: 'ts' },
    format: 'esm',
    minify: true,
    write: false,
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { minifiedBytes: code.byteLength, gzippedBytes: gzipSync(code, { level: 9 }).byteLength }
}

// `npm run build -w @tessera/sdk`: dist/index.js and dist/solana.js (tree-shakeable ESM, penpal
// left to the app's bundler; the code both entries use sits in one shared chunk, so a Solana app
// gets one copy of the SDK), dist/tessera.iife.js (one minified file for a <script> tag, global
// `TesseraSDK`; the main entry) and dist/types (declarations of both entries).
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { bundleSdkScript, sdkBuildOptions, sdkRoot } from './bundleSdk.js'

const dist = join(sdkRoot, 'dist')
const entries = { index: 'src/index.ts', solana: 'src/solana/index.ts' }
const entryFiles = Object.values(entries).map((entry) => join(sdkRoot, entry))
rmSync(dist, { recursive: true, force: true })
const [, script] = await Promise.all([
  build({
    ...sdkBuildOptions,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: join(sdkRoot, entry), out })),
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: ['penpal'],
    outdir: dist,
  }),
  bundleSdkScript({ minify: true }),
])
writeFileSync(join(dist, 'tessera.iife.js'), script)
execFileSync(
  'npx',
  [
    'tsc',
    ...['--declaration', '--emitDeclarationOnly', '--outDir', join(dist, 'types')],
    ...['--target', 'ES2022', '--module', 'ESNext', '--moduleResolution', 'Bundler'],
    ...['--lib', 'ES2023,DOM,DOM.Iterable', '--types', 'node', '--strict', '--skipLibCheck'],
    ...entryFiles,
  ],
  { cwd: sdkRoot, stdio: 'inherit' },
)
process.stdout.write(`built ${dist}\n`)

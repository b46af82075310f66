// `npm run build -w @tessera/sdk`: dist/index.js (tree-shakeable ESM, penpal left to the app's
// bundler), dist/tessera.iife.js (one minified file for a <script> tag, global `TesseraSDK`) and
// dist/types (declarations).
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { bundleSdkScript, sdkBuildOptions, sdkRoot } from './bundleSdk.js'

const dist = join(sdkRoot, 'dist')
const entry = join(sdkRoot, 'src/index.ts')
rmSync(dist, { recursive: true, force: true })
const [, script] = await Promise.all([
  build({
    ...sdkBuildOptions,
    entryPoints: [entry],
    format: 'esm',
    external: ['penpal'],
    outfile: join(dist, 'index.js'),
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
    entry,
  ],
  { cwd: sdkRoot, stdio: 'inherit' },
)
process.stdout.write(`built ${dist}\n`)

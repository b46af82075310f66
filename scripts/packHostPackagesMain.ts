// `npm run pack:sdk -- <folder>`: builds and packs @tessera/sdk, @tessera/sdk-react and
// @tessera/sdk-wagmi into `<folder>` (default: the current folder) and prints each tarball, for
// `npm install <tarballs>` in an app before the packages are published.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { packHostPackages } from './packHostPackages.js'

const outDir = resolve(process.argv[2] ?? '.')
mkdirSync(outDir, { recursive: true })
for (const tarball of Object.values(await packHostPackages(outDir)))
  process.stdout.write(`${tarball}\n`)

import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repoRoot = resolve(import.meta.dirname, '..')

/** The packages a host app installs, in build order (the bindings' types read the SDK's). */
export const hostPackages = ['sdk', 'sdk-react', 'sdk-wagmi'] as const
export type HostPackage = (typeof hostPackages)[number]

type Manifest = {
  name: string
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  scripts?: Record<string, string>
  publishConfig?: Record<string, unknown>
  private?: boolean
}

const readManifest = (name: HostPackage): Manifest =>
  JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8'))

/**
 * The manifest a user installs: the workspace's, with `publishConfig`'s fields (`exports`,
 * `main`, `types` into `dist`) in place of the workspace's source entries, no scripts, dev
 * dependencies nor `private`, and each `@tessera/*` dependency either one of the packed packages
 * at its version or left out, as the build bundled it into `dist` (the SDK inlines
 * `@tessera/protocol`).
 */
function consumerManifest(manifest: Manifest, versions: ReadonlyMap<string, string>) {
  const { private: _, devDependencies, scripts, publishConfig, dependencies, ...rest } = manifest
  const kept = Object.entries(dependencies ?? {}).flatMap(([name, range]): [string, string][] => {
    if (!name.startsWith('@tessera/')) return [[name, range]]
    const version = versions.get(name)
    return version ? [[name, version]] : []
  })
  return { ...rest, ...publishConfig, dependencies: Object.fromEntries(kept) }
}

/**
 * Builds `@tessera/sdk`, `@tessera/sdk-react` and `@tessera/sdk-wagmi` (`npm run build` in each:
 * `dist/` with JS and `.d.ts`) and packs each with `npm pack` into `outDir`, as it would be
 * published: its `dist/`, README, the repository's LICENSE and the consumer manifest. Answers each
 * tarball's path.
 */
export async function packHostPackages(outDir: string): Promise<Record<HostPackage, string>> {
  for (const name of hostPackages)
    await run('npm', ['run', 'build', '-w', `packages/${name}`], { cwd: repoRoot })
  const manifests = hostPackages.map(readManifest)
  const versions = new Map(manifests.map((manifest) => [manifest.name, manifest.version]))
  const tarballs = await Promise.all(
    hostPackages.map(async (name, index) => {
      const manifest = manifests[index] as Manifest
      const packageDir = join(repoRoot, 'packages', name)
      const stage = mkdtempSync(join(tmpdir(), `tessera-pack-${name}-`))
      try {
        cpSync(join(packageDir, 'dist'), join(stage, 'dist'), { recursive: true })
        cpSync(join(packageDir, 'README.md'), join(stage, 'README.md'))
        cpSync(join(repoRoot, 'LICENSE'), join(stage, 'LICENSE'))
        const published = consumerManifest(manifest, versions)
        writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`)
        const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', outDir], {
          cwd: stage,
        })
        const [packed] = JSON.parse(stdout) as { filename: string }[]
        if (!packed) throw new Error(`npm pack made no tarball of ${manifest.name}`)
        return [name, join(outDir, packed.filename)] as const
      } finally {
        rmSync(stage, { recursive: true, force: true })
      }
    }),
  )
  return Object.fromEntries(tarballs) as Record<HostPackage, string>
}

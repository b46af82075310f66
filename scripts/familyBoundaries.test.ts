import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '..')

/** The chain-family libraries: only `packages/chains` may import them (issue #14). */
const familyLibrary =
  /from '(viem|viem\/[\w/-]+|@solana\/[\w-]+|@solana-program\/[\w-]+|@multiversx\/[\w-]+|near-api-js|litesvm)'/g

/** What must stay family-agnostic: the engine and the wallet app, tests and test helpers aside. */
const agnostic = ['packages/engine/src', 'apps/wallet/src']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !path.includes('/testing/')
      ? [path]
      : []
  })
}

test('behavior: the engine and the wallet import no chain-family library, only @tessera/chains does', () => {
  const violations = agnostic.flatMap((dir) =>
    sourceFiles(join(repoRoot, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(familyLibrary)].map(
        ([, library]) => `${relative(repoRoot, file)} imports ${library}`,
      ),
    ),
  )
  expect(violations).toEqual([])
})

test('behavior: the engine reaches a family only through the root entry of @tessera/chains', () => {
  const violations = sourceFiles(join(repoRoot, 'packages/engine/src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '@tessera\/chains\/([\w-]+)'/g)].map(
      ([, entry]) => `${relative(repoRoot, file)} imports @tessera/chains/${entry}`,
    ),
  )
  expect(violations).toEqual([])
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '..')

/**
 * Which workspace packages each workspace's source may import (STYLE §B2). A workspace missing
 * here fails the test until its row is added.
 */
const allowedImports: Readonly<Record<string, readonly string[]>> = {
  'packages/errors': [],
  'packages/protocol': ['errors'],
  'packages/stack': [],
  'packages/devnet': ['stack', 'service-kit'],
  'packages/test-utils': [],
  'packages/service-kit': [],
  'packages/keys': ['errors', 'protocol'],
  'packages/chains': ['errors', 'protocol', 'keys'],
  'apps/server': ['errors', 'protocol', 'service-kit'],
  'apps/keynode': ['errors', 'protocol', 'service-kit', 'keys'],
  'packages/engine': ['errors', 'protocol', 'chains'],
  'packages/sdk': ['protocol'],
  'apps/wallet': ['errors', 'protocol', 'keys', 'engine'],
  'packages/sdk-react': ['sdk'],
  'packages/sdk-wagmi': ['sdk'],
  'apps/demo': ['sdk', 'sdk-react'],
}

/** What tests (and their helpers under `testing/`) may use on top: real stand-ins and tools. */
const testOnlyImports = ['test-utils', 'devnet', 'server', 'stack']

/**
 * What one workspace's tests and their `testing/` helpers may use on top:
 * - the wallet's screen tests give their fake engine the EVM family's real rules
 *   (`@tessera/chains/evm`: fee quotes, the Custom tab, network and token forms), so the screens
 *   show real numbers; the wallet's own code reaches a family only through the engine;
 * - the families' tests, and the shared conformance suite, run each adapter through the engine
 *   that composes it (`@tessera/engine`, `@tessera/engine/testing`). The engine's own test
 *   helpers take only types from `@tessera/chains/testing`, so no module cycle arises.
 */
const testImportsOf: Readonly<Record<string, readonly string[]>> = {
  'apps/wallet': ['chains'],
  'packages/chains': ['engine'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry) ? [path] : []
  })
}

test('behavior: packages import only the packages STYLE §B2 allows', () => {
  const violations: string[] = []
  const workspaces = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(repoRoot, group)).map((name) => `${group}/${name}`),
  )
  for (const workspace of workspaces) {
    const allowed = allowedImports[workspace]
    const name = workspace.split('/')[1]
    if (!allowed) {
      violations.push(`${workspace} has no row in allowedImports`)
      continue
    }
    for (const file of sourceFiles(join(repoRoot, workspace))) {
      const isTest = /\.test\.tsx?$/.test(file) || /\/testing\//.test(file)
      const testOnly = isTest ? [...testOnlyImports, ...(testImportsOf[workspace] ?? [])] : []
      for (const [, imported] of readFileSync(file, 'utf8').matchAll(/from '@tessera\/([\w-]+)/g)) {
        if (!imported || imported === name) continue
        if (allowed.includes(imported) || testOnly.includes(imported)) continue
        violations.push(`${relative(repoRoot, file)} imports @tessera/${imported}`)
      }
    }
  }
  expect(violations).toEqual([])
})

test('behavior: the engine’s test helpers take only types from @tessera/chains/testing, so the two form no cycle', () => {
  const helpers = sourceFiles(join(repoRoot, 'packages/engine/src/testing'))
  const valueImports = helpers.filter((file) =>
    /^import (?!type )[^\n]*from '@tessera\/chains\/testing'/m.test(readFileSync(file, 'utf8')),
  )
  expect(valueImports.map((file) => relative(repoRoot, file))).toEqual([])
})

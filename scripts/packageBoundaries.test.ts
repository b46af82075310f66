import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '..')

/**
 * Which workspace packages each package's source may import (STYLE §B2). Tests may also use
 * @tessera/test-utils. A package missing here fails the test until its row is added.
 */
const allowedImports: Readonly<Record<string, readonly string[]>> = {
  errors: [],
  protocol: ['errors'],
  stack: [],
  devnet: ['stack'],
  'test-utils': [],
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
  for (const name of readdirSync(join(repoRoot, 'packages'))) {
    const allowed = allowedImports[name]
    if (!allowed) {
      violations.push(`packages/${name} has no row in allowedImports`)
      continue
    }
    for (const file of sourceFiles(join(repoRoot, 'packages', name))) {
      const isTest = /\.test\.tsx?$/.test(file)
      for (const [, imported] of readFileSync(file, 'utf8').matchAll(/from '@tessera\/([\w-]+)/g)) {
        if (!imported || imported === name) continue
        if (allowed.includes(imported) || (isTest && imported === 'test-utils')) continue
        violations.push(`${relative(repoRoot, file)} imports @tessera/${imported}`)
      }
    }
  }
  expect(violations).toEqual([])
})

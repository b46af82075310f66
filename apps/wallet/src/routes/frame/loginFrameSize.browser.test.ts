import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, expect, test } from 'vitest'
import { initialScriptBytes } from '../../testing/initialScriptBytes.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))
// Its own build: the shared dist/ may be rebuilt by another suite while this one reads it.
const outDir = mkdtempSync(join(tmpdir(), 'tessera-wallet-size-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

test('behavior: the login frame loads at most 150 KB of script (min+gzip), engine and screens lazy', async () => {
  // Vitest sets NODE_ENV=test, which Vite would keep: React's development build is far larger.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const { files, gzipBytes } = initialScriptBytes(outDir)
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024)
  expect(files.some((file) => /LoggedInRoutes|secp256k1/.test(file))).toBe(false)
})

import { expect, test } from 'vitest'
import { measureSdkSize } from '../scripts/bundleSdk.js'

/**
 * Issue #5: what an EVM app loads with the SDK, minified and gzipped, at most 10 KB; the login
 * modal is a chunk of its own, loaded by `connect()` (issue #19), and is printed beside it.
 */
const budgetBytes = 10 * 1024

test('behavior: the SDK an EVM app bundles stays within 10 KB min+gzip', async () => {
  const { minifiedBytes, gzippedBytes, loginModal } = await measureSdkSize()
  process.stdout.write(
    `@tessera/sdk: ${(minifiedBytes / 1024).toFixed(1)} KB min, ${(gzippedBytes / 1024).toFixed(2)} KB min+gzip (budget ${budgetBytes / 1024} KB); the login modal chunk ${(loginModal.gzippedBytes / 1024).toFixed(2)} KB min+gzip\n`,
  )
  expect(gzippedBytes).toBeLessThanOrEqual(budgetBytes)
})

test('behavior: the login modal is not in what the page loads at once: connect() loads it (issue #19)', async () => {
  const { loginModal } = await measureSdkSize()
  expect(loginModal.gzippedBytes).toBeGreaterThan(1024)
})

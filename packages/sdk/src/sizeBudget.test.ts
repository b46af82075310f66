import { expect, test } from 'vitest'
import { measureSdkSize } from '../scripts/bundleSdk.js'

/** Issue #5: everything an EVM app needs, minified and gzipped, at most 10 KB. */
const budgetBytes = 10 * 1024

test('behavior: the SDK an EVM app bundles stays within 10 KB min+gzip', async () => {
  const { minifiedBytes, gzippedBytes } = await measureSdkSize()
  process.stdout.write(
    `@tessera/sdk: ${(minifiedBytes / 1024).toFixed(1)} KB min, ${(gzippedBytes / 1024).toFixed(2)} KB min+gzip (budget ${budgetBytes / 1024} KB)\n`,
  )
  expect(gzippedBytes).toBeLessThanOrEqual(budgetBytes)
})

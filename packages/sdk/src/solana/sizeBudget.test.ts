import { expect, test } from 'vitest'
import { measureSdkSize } from '../../scripts/bundleSdk.js'

/**
 * Our own guard (issue #14 sets no figure): the Solana entry keeps @solana/web3.js and
 * @solana/kit out, so what it adds to a Solana app stays small.
 */
const addedBudgetBytes = 3 * 1024

test('behavior: the Solana entry adds at most 3 KB min+gzip to what a Solana app bundles', async () => {
  const evm = await measureSdkSize('evm')
  const solana = await measureSdkSize('solana')
  const added = solana.gzippedBytes - evm.gzippedBytes
  process.stdout.write(
    `@tessera/sdk + @tessera/sdk/solana: ${(solana.gzippedBytes / 1024).toFixed(2)} KB min+gzip (the Solana entry adds ${(added / 1024).toFixed(2)} KB; budget ${addedBudgetBytes / 1024} KB)\n`,
  )
  expect(added).toBeLessThanOrEqual(addedBudgetBytes)
})

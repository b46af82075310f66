import { expect, test } from 'vitest'
import * as solana from './index.js'

test('exports', () => {
  expect(Object.keys(solana).sort()).toMatchInlineSnapshot(`
    [
      "SolanaPublicKey",
      "TesseraSolanaProvider",
      "TesseraSolanaWallet",
      "registerTesseraWallet",
      "solanaChains",
    ]
  `)
})

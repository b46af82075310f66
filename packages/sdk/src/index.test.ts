import { expect, test } from 'vitest'
import * as sdk from './index.js'

test('exports', () => {
  expect(Object.keys(sdk).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "Tessera",
      "TesseraProvider",
      "announceProvider",
      "tesseraProviderInfo",
    ]
  `)
})

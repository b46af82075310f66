import { expect, test } from 'vitest'
import * as sdkReact from './index.js'

test('exports', () => {
  expect(Object.keys(sdkReact).sort()).toMatchInlineSnapshot(`
    [
      "TesseraProvider",
      "useAccount",
      "useConnect",
      "useLogout",
      "useTessera",
    ]
  `)
})

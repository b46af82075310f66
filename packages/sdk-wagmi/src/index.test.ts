import { expect, test } from 'vitest'
import * as sdkWagmi from './index.js'

test('exports', () => {
  expect(Object.keys(sdkWagmi).sort()).toMatchInlineSnapshot(`
    [
      "tessera",
    ]
  `)
})

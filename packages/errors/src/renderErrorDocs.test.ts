import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { errorCodes } from './catalogue.js'
import { renderErrorDocs } from './renderErrorDocs.js'

const docsFile = new URL('../../../docs/errors.md', import.meta.url)

test('behavior: docs/errors.md is current (run `npm run docs:errors`)', () => {
  expect(readFileSync(docsFile, 'utf8') === renderErrorDocs()).toBe(true)
})

test('default: every code has its own heading (the anchor of docsPath)', () => {
  const page = renderErrorDocs()
  for (const code of errorCodes) expect(page).toContain(`\n## ${code}\n`)
})

test('behavior: a code SPEC §8 gives a second meaning (W-116) lists both texts', () => {
  expect(renderErrorDocs()).toContain(
    '## W-116\n\n- Message: Error creating the NFT\n- Also: Incorrect answers\n',
  )
})

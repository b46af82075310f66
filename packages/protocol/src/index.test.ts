import { expect, test } from 'vitest'
import * as protocol from './index.js'

test('exports (snapshot)', () => {
  expect(Object.keys(protocol).sort()).toMatchSnapshot()
})

test('behavior: every exported number is finite and non-negative (constants, not placeholders)', () => {
  for (const [name, value] of Object.entries(protocol)) {
    if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0, name).toBe(true)
  }
})

import type { MethodTable } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { methodRow } from './methodRow.js'

const table: MethodTable = {
  getAccounts: { needsApproval: false, parseParams: () => undefined, run: async () => [] },
}

describe('methodRow', () => {
  test('default: the row of a method in the table', () => {
    expect(methodRow(table, 'getAccounts')).toBe(table.getAccounts)
  })

  test('behavior: names of the object prototype are no methods', () => {
    expect(methodRow(table, 'constructor')).toBeUndefined()
    expect(methodRow(table, '__proto__')).toBeUndefined()
    expect(methodRow(table, 'toString')).toBeUndefined()
  })
})

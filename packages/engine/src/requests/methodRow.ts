import type { MethodRow, MethodTable } from '@tessera/chains'

/** The row of a method the family answers itself; undefined for anything else. */
export function methodRow(table: MethodTable, method: string): MethodRow | undefined {
  return Object.hasOwn(table, method) ? table[method] : undefined
}

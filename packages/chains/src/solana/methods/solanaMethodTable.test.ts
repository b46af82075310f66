import { methodsNeedingApproval, methodsWithoutApproval, solanaMethods } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import { solanaMethodTable } from './solanaMethodTable.js'

describe('solanaMethodTable', () => {
  test('default: a row for every Solana method of SPEC §7', () => {
    expect(Object.keys(solanaMethodTable).sort()).toEqual([...solanaMethods].sort())
  })

  test('behavior: P-009 P-010 P-011 P-012 P-023 approval as SPEC §6 lists it', () => {
    const needs = (method: string) => solanaMethodTable[method]?.needsApproval
    for (const method of methodsNeedingApproval.filter((m) => m in solanaMethodTable))
      expect([method, needs(method)]).toEqual([method, true])
    for (const method of methodsWithoutApproval.filter((m) => m in solanaMethodTable))
      expect([method, needs(method)]).toEqual([method, false])
    expect(Object.keys(solanaMethodTable).filter((method) => needs(method))).toEqual([
      'connect', // #17: only while the app is not connected (isNoOp otherwise)
      'signTransaction',
      'signAllTransactions',
      'signAndSendTransaction',
      'signMessage',
    ])
  })

  test('behavior: #17 everything but connect and getAccounts needs the account (EIP-2255)', () => {
    const needing = Object.entries(solanaMethodTable).filter(([, row]) => row.needsAccount)
    expect(needing.map(([name]) => name)).toEqual([
      'signTransaction',
      'signAllTransactions',
      'signAndSendTransaction',
      'signMessage',
    ])
  })
})

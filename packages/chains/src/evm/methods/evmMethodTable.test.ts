import {
  evmMethods,
  methodsNeedingApproval,
  methodsWithoutApproval,
  productMethods,
} from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import { evmMethodTable } from './evmMethodTable.js'

const methodRow = (method: string) => evmMethodTable[method]

describe('evmMethodTable', () => {
  test('default: a row for every EVM and product method of SPEC §7', () => {
    expect(Object.keys(evmMethodTable).sort()).toEqual([...evmMethods, ...productMethods].sort())
  })

  test('behavior: P-001…P-008 P-018 P-020…P-022 approval as SPEC §6 lists it (P-019: accounts.test)', () => {
    for (const method of methodsNeedingApproval.filter((m) => m in evmMethodTable))
      expect([method, methodRow(method)?.needsApproval]).toEqual([method, true])
    for (const method of methodsWithoutApproval.filter((m) => m in evmMethodTable))
      expect([method, methodRow(method)?.needsApproval]).toEqual([method, false])
  })

  test('behavior: _tessera_getPrivateKey is NoUI only and exports the key (SPEC §5)', () => {
    expect(methodRow('_tessera_getPrivateKey')).toMatchObject({
      modes: ['noUI'],
      exportsKey: true,
    })
  })

  test('behavior: #17 every method a revoked app may not call needs the account (EIP-2255)', () => {
    const open = Object.entries(evmMethodTable).filter(([, row]) => !row.needsAccount)
    expect(open.map(([name]) => name).sort()).toEqual(
      [
        'eth_requestAccounts',
        'eth_accounts',
        'eth_coinbase',
        'personal_ecRecover',
        'eth_chainId',
        'net_version',
        'wallet_addEthereumChain',
        'wallet_switchEthereumChain',
        'wallet_watchAsset',
        'wallet_requestPermissions',
        'wallet_getPermissions',
        'wallet_revokePermissions',
        '_tessera_switchAccountType',
        '_tessera_getAccountType',
      ].sort(),
    )
  })

  test('behavior: no other method exports the key', () => {
    const exporting = Object.entries(evmMethodTable).filter(([, row]) => row.exportsKey)
    expect(exporting.map(([name]) => name)).toEqual(['_tessera_getPrivateKey'])
  })
})

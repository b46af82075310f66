import { describe, expect, test } from 'vitest'
import {
  evmMethods,
  methodsNeedingApproval,
  methodsWithoutApproval,
  multiversxMethods,
  nearMethods,
  needsApproval,
  noUiOnlyMethods,
  productMethods,
  solanaMethods,
  unsupportedOperations,
} from './methods.js'

const known = new Set<string>([
  ...evmMethods,
  ...solanaMethods,
  ...multiversxMethods,
  ...nearMethods,
  ...productMethods,
])

describe('methods', () => {
  test('default: SPEC §6 approval lists name only methods of SPEC §7', () => {
    for (const method of [...methodsNeedingApproval, ...methodsWithoutApproval]) {
      expect(known.has(method), method).toBe(true)
    }
  })

  test('behavior: no method both needs and skips approval', () => {
    const overlap = methodsNeedingApproval.filter((m) =>
      (methodsWithoutApproval as readonly string[]).includes(m),
    )
    expect(overlap).toEqual([])
  })

  test('behavior: signing and sending need approval, reading accounts does not (SPEC §6)', () => {
    expect(needsApproval('eth_sendTransaction')).toBe(true)
    expect(needsApproval('personal_sign')).toBe(true)
    expect(needsApproval('_tessera_switchAccountType')).toBe(true)
    expect(needsApproval('near_signMessage')).toBe(true)
    expect(needsApproval('eth_accounts')).toBe(false)
    expect(needsApproval('_tessera_getPrivateKey')).toBe(false)
    expect(needsApproval('eth_blockNumber')).toBe(false)
  })

  test('behavior: unsupported operations and NoUI-only methods are known EVM/product methods', () => {
    for (const method of [...unsupportedOperations, ...noUiOnlyMethods]) {
      expect(known.has(method), method).toBe(true)
    }
  })
})

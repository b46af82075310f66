import { describe, expect, test } from 'vitest'
import { catalogue, errorCodes, isErrorCode } from './catalogue.js'

const firstWalletCode = 101
const lastWalletCode = 148

/** SPEC §8, the table: W-101 … W-148 and the protocol codes. */
const specCodes = [
  'user_deny',
  'operation_not_supported',
  '4902',
  'invalid_params',
  ...Array.from(
    { length: lastWalletCode - firstWalletCode + 1 },
    (_, i) => `W-${firstWalletCode + i}`,
  ),
]

describe('catalogue', () => {
  test('default: every SPEC §8 code is present with user-facing text', () => {
    for (const code of specCodes) {
      expect(isErrorCode(code), code).toBe(true)
      if (!isErrorCode(code)) continue
      expect(catalogue[code].message.trim().length, code).toBeGreaterThan(3)
    }
  })

  test('behavior: codes are never renumbered or merged (snapshot)', () => {
    expect(errorCodes.length).toBe(63)
    expect(errorCodes.filter((code) => !specCodes.includes(code))).toMatchInlineSnapshot(`
      [
        "method_not_supported",
        "unauthorized",
        "app_not_connected",
        "all_disconnected",
        "chain_disconnected",
        "unsupported_capability",
        "unsupported_chain_id",
        "duplicate_batch_id",
        "unknown_batch_id",
        "batch_too_large",
        "atomicity_not_supported",
      ]
    `)
  })

  test('behavior: W-115 and W-144 stay distinct codes with the same meaning', () => {
    expect(catalogue['W-115'].message).toBe(catalogue['W-144'].message)
  })

  test('behavior: every code maps to a standard EIP-1193 or JSON-RPC code', () => {
    const standard = new Set([
      4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5760, -32602, -32603,
    ])
    for (const code of errorCodes) expect(standard.has(catalogue[code].rpcCode), code).toBe(true)
  })

  test('args: isErrorCode rejects what is not a code', () => {
    expect(isErrorCode('W-100')).toBe(false)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(4902)).toBe(false)
  })
})

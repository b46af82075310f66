import { describe, expect, test } from 'vitest'
import { callDataSummary } from './callDataSummary.js'

describe('callDataSummary', () => {
  test('default: #17 EIP-5792 a call with data shows its function selector and size', () => {
    const transfer = `0xa9059cbb${'00'.repeat(64)}`
    expect(callDataSummary(transfer)).toBe('0xa9059cbb · 68 bytes')
  })

  test('edge: #17 EIP-5792 a call without data says so', () => {
    expect(callDataSummary(null)).toBe('No data')
  })
})

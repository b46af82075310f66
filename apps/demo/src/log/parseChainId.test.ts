import { describe, expect, test } from 'vitest'
import { parseChainId } from './parseChainId.js'

describe('parseChainId', () => {
  test.each([
    ['0x7a69', 31_337],
    [31_338, 31_338],
    ['31337', 31_337],
    [{ chainId: '0x7a69' }, 31_337],
  ])('default: %j is chain %i', (value, chainId) => {
    expect(parseChainId(value)).toBe(chainId)
  })

  test.each([undefined, null, '', 'mainnet', 0, -1, 1.5])('error: %j is no chain', (value) => {
    expect(parseChainId(value)).toBeUndefined()
  })
})

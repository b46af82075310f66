import { describe, expect, test } from 'vitest'
import { addressKey } from './addressKey.js'

describe('addressKey', () => {
  test('default: an EVM address is kept under its lower-cased form, whatever its checksum', () => {
    expect(addressKey('0x5B38Da6a701c568545dCfcB03FcB875f56beddC4')).toBe(
      '0x5b38da6a701c568545dcfcb03fcb875f56beddc4',
    )
  })

  test('behavior: a case-sensitive address of another family (base58) is kept as it is', () => {
    const solana = 'GfbxMV4GK3sBGCLUhD6Kyt5Psn8VRFQR1ehLhCqbnT6G'
    expect(addressKey(solana)).toBe(solana)
    expect(addressKey(solana.toLowerCase())).not.toBe(addressKey(solana))
  })
})

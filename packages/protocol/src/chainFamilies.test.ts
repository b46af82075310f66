import { describe, expect, test } from 'vitest'
import { chainFamilies, chainTypes } from './chainFamilies.js'

describe('chainFamilies', () => {
  test('default: SPEC §9 native decimals per family', () => {
    expect(chainTypes.map((type) => [type, chainFamilies[type].nativeDecimals])).toEqual([
      ['evm_secp256k1', 18],
      ['solana_cv25519', 9],
      ['multiversx_cv25519', 18],
      ['near_cv25519', 24],
    ])
  })

  test('behavior: only EVM uses secp256k1; cv25519 families send ed25519 (SPEC §1)', () => {
    for (const type of chainTypes) {
      expect(chainFamilies[type].curve).toBe(type === 'evm_secp256k1' ? 'secp256k1' : 'ed25519')
    }
  })
})

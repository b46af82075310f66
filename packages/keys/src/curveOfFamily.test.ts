import { describe, expect, test } from 'vitest'
import { curveOfFamily } from './curveOfFamily.js'

describe('curveOfFamily', () => {
  test('default: only EVM uses secp256k1 (SPEC §1)', () => {
    expect(
      (['evm', 'solana', 'multiversx', 'near'] as const).map((family) => curveOfFamily(family)),
    ).toEqual(['secp256k1', 'ed25519', 'ed25519', 'ed25519'])
  })
})

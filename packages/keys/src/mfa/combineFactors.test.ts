import { describe, expect, test } from 'vitest'
import { addressOfSecret } from '../addressOfSecret.js'
import { evmAddressOfSecret } from '../evmAddressOfSecret.js'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { secretToHex } from '../secretToHex.js'
import { combineFactors } from './combineFactors.js'
import { splitForMfa } from './splitForMfa.js'

describe('combineFactors', () => {
  test('default: any two of the three factors rebuild the key and its EVM address', () => {
    const secret = randomScalar('secp256k1')
    const publicKey = publicKeyOfSecret('secp256k1', secret)
    const { network, device, recovery } = splitForMfa(secret, 'secp256k1')
    for (const [a, b] of [
      [network, device],
      [network, recovery],
      [device, recovery],
      [recovery, network],
    ] as const) {
      const rebuilt = combineFactors(a, b, { publicKey })
      expect(rebuilt).toBe(secret)
      expect(evmAddressOfSecret(rebuilt)).toBe(evmAddressOfSecret(secret))
    }
  })

  test('args: ed25519 (Solana address unchanged)', () => {
    const secret = randomScalar('ed25519')
    const publicKey = publicKeyOfSecret('ed25519', secret)
    const { device, recovery } = splitForMfa(secret, 'ed25519')
    expect(addressOfSecret('solana', combineFactors(device, recovery, { publicKey }))).toBe(
      addressOfSecret('solana', secret),
    )
  })

  test('error: a wrong factor is factors_do_not_match, never a wrong key', () => {
    const secret = randomScalar('secp256k1')
    const publicKey = publicKeyOfSecret('secp256k1', secret)
    const { network } = splitForMfa(secret, 'secp256k1')
    const stale = splitForMfa(secret, 'secp256k1').device
    expect(() => combineFactors(network, stale, { publicKey })).toThrowErrorMatchingInlineSnapshot(
      `[MfaError: factors_do_not_match: the factors do not rebuild the wallet's key]`,
    )
    const garbage = { curve: 'secp256k1', index: 3, value: secretToHex(42n) } as const
    expect(() => combineFactors(network, garbage, { publicKey })).toThrow(
      expect.objectContaining({ code: 'factors_do_not_match' }),
    )
  })

  test('error: the same index twice, or two curves', () => {
    const secret = randomScalar('secp256k1')
    const publicKey = publicKeyOfSecret('secp256k1', secret)
    const { network, device } = splitForMfa(secret, 'secp256k1')
    expect(() => combineFactors(network, network, { publicKey })).toThrow(
      'both factors have index 1',
    )
    expect(() => combineFactors(network, { ...device, curve: 'ed25519' }, { publicKey })).toThrow(
      'different curves',
    )
  })
})

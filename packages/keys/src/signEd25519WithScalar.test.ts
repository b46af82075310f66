import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { curveGroup } from './curveGroup.js'
import { dealShares } from './dealShares.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { reconstructSecret } from './reconstructSecret.js'
import { signEd25519WithScalar } from './signEd25519WithScalar.js'

const publicKeyBytes = (scalar: bigint) => hexToBytes(publicKeyOfSecret('ed25519', scalar).slice(2))

describe('signEd25519WithScalar', () => {
  test('default: noble ed25519.verify accepts it for A = a·B', () => {
    const scalar = 0x0123456789abcdefn
    const message = utf8ToBytes('hello tessera')
    const signature = signEd25519WithScalar(scalar, message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, publicKeyBytes(scalar))).toBe(true)
  })

  test('args: empty message and a scalar close to l', () => {
    const scalar = curveGroup('ed25519').order - 1n
    const signature = signEd25519WithScalar(scalar, new Uint8Array(0))
    expect(ed25519.verify(signature, new Uint8Array(0), publicKeyBytes(scalar))).toBe(true)
  })

  test('behavior: RFC 8032 test 1 key as a scalar verifies against its published public key', () => {
    const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
    const { scalar } = ed25519.utils.getExtendedPublicKey(seed)
    const publicKey = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'
    const signature = signEd25519WithScalar(scalar, new Uint8Array(0))
    expect(ed25519.verify(signature, new Uint8Array(0), publicKey)).toBe(true)
    // Same key, another nonce prefix than the seed's, so not RFC 8032's bytes: by design.
    expect(bytesToHex(signature)).not.toBe(bytesToHex(ed25519.sign(new Uint8Array(0), seed)))
  })

  test('behavior: deterministic, and a rebuilt key signs for its dealt public key', () => {
    const { shares, commitments } = dealShares({ curve: 'ed25519', threshold: 2, count: 3 })
    const scalar = reconstructSecret({ curve: 'ed25519', shares: shares.slice(1) })
    const message = utf8ToBytes('login')
    const signature = signEd25519WithScalar(scalar, message)
    expect(bytesToHex(signEd25519WithScalar(scalar, message))).toBe(bytesToHex(signature))
    expect(ed25519.verify(signature, message, (commitments[0] as string).slice(2))).toBe(true)
  })

  test('error: fails to verify for another message or another key', () => {
    const signature = signEd25519WithScalar(42n, utf8ToBytes('one'))
    expect(ed25519.verify(signature, utf8ToBytes('two'), publicKeyBytes(42n))).toBe(false)
    expect(ed25519.verify(signature, utf8ToBytes('one'), publicKeyBytes(43n))).toBe(false)
  })

  test('error: scalar outside [1, l)', () => {
    expect(() => signEd25519WithScalar(0n, new Uint8Array(0))).toThrowErrorMatchingInlineSnapshot(
      `[Error: signEd25519WithScalar: scalar must be in [1, l)]`,
    )
    expect(() => signEd25519WithScalar(curveGroup('ed25519').order, new Uint8Array(0))).toThrow(
      'scalar',
    )
  })
})

import { mod } from '@noble/curves/abstract/modular'
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/abstract/utils'
import { sha512 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { curveGroup } from './curveGroup.js'

const nonceDomain = utf8ToBytes('tessera/ed25519-scalar-nonce/v1')

/**
 * A standard Ed25519 signature (RFC 8032 verification) made from a raw scalar a with
 * public key A = a·B.
 *
 * Why not `ed25519.sign`: RFC 8032 signs with a 32-byte seed, hashing it into both the scalar
 * and the nonce prefix. The key network shares and rebuilds the scalar a itself (Feldman needs
 * a group element, and no seed exists), so the seed, and with it the usual prefix, is not
 * there. The prefix is instead derived deterministically and secretly from a:
 * prefix = upper half of SHA-512(domain tag || a as 32 bytes little-endian); then as in RFC 8032
 * r = SHA-512(prefix || M) mod l, R = r·B, k = SHA-512(R || A || M) mod l, S = (r + k·a) mod l.
 * No randomness is needed, and the same (a, M) always gives the same signature.
 */
export function signEd25519WithScalar(scalar: bigint, message: Uint8Array): Uint8Array {
  const group = curveGroup('ed25519')
  const l = group.order
  if (scalar < 1n || scalar >= l) throw new Error('signEd25519WithScalar: scalar must be in [1, l)')
  const prefix = sha512(concatBytes(nonceDomain, numberToBytesLE(scalar, 32))).subarray(32)
  const publicKey = group.encode(group.base.multiply(scalar))
  const r = mod(bytesToNumberLE(sha512(concatBytes(prefix, message))), l)
  // r = 0 has probability 2^-252; noble's multiply refuses it, which fails closed.
  const R = group.encode(group.base.multiply(r))
  const k = mod(bytesToNumberLE(sha512(concatBytes(R, publicKey, message))), l)
  const S = mod(r + k * scalar, l)
  return concatBytes(R, numberToBytesLE(S, 32))
}

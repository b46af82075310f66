import { ed25519 } from '@noble/curves/ed25519'
import {
  createSignableMessage,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { addressOfSecret, secretToHex } from '@tessera/keys'
import { describe, expect, test } from 'vitest'
import { createScalarSigner } from './createScalarSigner.js'

const scalar = 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefn
const privateKey = secretToHex(scalar)

describe('createScalarSigner', () => {
  test('default: its address is the base58 public key of the scalar', () => {
    expect(createScalarSigner(privateKey).address).toBe(addressOfSecret('solana', scalar))
  })

  test('behavior: message signatures verify with kit (standard Ed25519)', async () => {
    const signer = createScalarSigner(privateKey)
    const content = new TextEncoder().encode('hello tessera')
    const [signatures] = await signer.signMessages([createSignableMessage(content)])
    const signature = signatures?.[signer.address] as SignatureBytes
    const key = await getPublicKeyFromAddress(signer.address)
    expect(await verifySignature(key, signature, content)).toBe(true)
    expect(await verifySignature(key, signature, new TextEncoder().encode('other'))).toBe(false)
  })

  test('behavior: an ed25519 seed’s scalar gives the seed’s own address', () => {
    const seed = ed25519.utils.randomPrivateKey()
    const { scalar: seedScalar } = ed25519.utils.getExtendedPublicKey(seed)
    const { address } = createScalarSigner(secretToHex(seedScalar))
    expect(addressOfSecret('solana', seedScalar)).toBe(address)
  })

  test('error: a key that is no 32-byte hex scalar', () => {
    expect(() => createScalarSigner('0x1234')).toThrow('32-byte hex scalar')
  })
})

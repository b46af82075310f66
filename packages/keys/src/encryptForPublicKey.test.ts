import { secp256k1 } from '@noble/curves/secp256k1'
import { utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { decryptWithPrivateKey } from './decryptWithPrivateKey.js'
import { encryptForPublicKey } from './encryptForPublicKey.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { secretToHex } from './secretToHex.js'

const recipientSecret = 0xc0ffeen
const recipientPrivateKey = secretToHex(recipientSecret)

describe('encryptForPublicKey', () => {
  test('default: the envelope opens with the recipient private key', async () => {
    const plaintext = utf8ToBytes('share 0x1234')
    const envelope = await encryptForPublicKey(
      publicKeyOfSecret('secp256k1', recipientSecret),
      plaintext,
    )
    expect(envelope).toMatch(/^v1\.[\w-]{44}\.[\w-]{16}\.[\w-]+$/)
    expect(await decryptWithPrivateKey(recipientPrivateKey, envelope)).toEqual(plaintext)
  })

  test('args: an uncompressed recipient key and an empty plaintext', async () => {
    const recipient = publicKeyOfSecret('secp256k1', recipientSecret, { format: 'uncompressed' })
    const envelope = await encryptForPublicKey(recipient, new Uint8Array(0))
    expect(await decryptWithPrivateKey(recipientPrivateKey, envelope)).toEqual(new Uint8Array(0))
  })

  test('behavior: a fresh ephemeral key and IV every time', async () => {
    const recipient = publicKeyOfSecret('secp256k1', recipientSecret)
    const first = await encryptForPublicKey(recipient, utf8ToBytes('same'))
    const second = await encryptForPublicKey(recipient, utf8ToBytes('same'))
    const [, key1, iv1] = first.split('.')
    const [, key2, iv2] = second.split('.')
    expect(key1).not.toBe(key2)
    expect(iv1).not.toBe(iv2)
  })

  test('error: recipient not a secp256k1 public key', async () => {
    await expect(
      encryptForPublicKey(publicKeyOfSecret('ed25519', 5n), new Uint8Array(1)),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: encryptForPublicKey: recipient must be a secp256k1 public key (33 or 65 bytes hex)]`,
    )
    const offCurve = `0x02${'00'.repeat(32)}` as const
    await expect(encryptForPublicKey(offCurve, new Uint8Array(1))).rejects.toThrow(
      'secp256k1 public key',
    )
    const base = secp256k1.ProjectivePoint.BASE.toHex(true)
    await expect(encryptForPublicKey(`0x${base}00`, new Uint8Array(1))).rejects.toThrow(
      'secp256k1 public key',
    )
  })
})

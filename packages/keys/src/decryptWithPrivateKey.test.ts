import { secp256k1 } from '@noble/curves/secp256k1'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { decryptWithPrivateKey } from './decryptWithPrivateKey.js'
import { encryptForPublicKey } from './encryptForPublicKey.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { secretToHex } from './secretToHex.js'

const recipientSecret = 3n
const recipientPrivateKey = secretToHex(recipientSecret)
const recipientPublicKey = publicKeyOfSecret('secp256k1', recipientSecret)

/** Builds a v1 envelope step by step from the documented construction, with fixed keys and IV. */
async function referenceEnvelope(plaintext: Uint8Array): Promise<string> {
  const ephemeralSecret = 2n
  const ephemeralPublicKey = secp256k1.getPublicKey(ephemeralSecret, true)
  const recipient = secp256k1.getPublicKey(recipientSecret, true)
  const sharedX = secp256k1.getSharedSecret(ephemeralSecret, recipient, true).slice(1)
  const raw = hkdf(
    sha256,
    sharedX,
    concatBytes(ephemeralPublicKey, recipient),
    utf8ToBytes('tessera-ecies-v1'),
    32,
  )
  const key = await crypto.subtle.importKey('raw', Uint8Array.from(raw), 'AES-GCM', false, [
    'encrypt',
  ])
  const iv = new Uint8Array(12).fill(7)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, Uint8Array.from(plaintext)),
  )
  return ['v1', ephemeralPublicKey, iv, ciphertext]
    .map((part) => (typeof part === 'string' ? part : base64urlnopad.encode(part)))
    .join('.')
}

/** The envelope with one byte of one part flipped, re-encoded so it still parses. */
function tamper(envelope: string, part: 1 | 2 | 3): string {
  const parts = envelope.split('.')
  const bytes = base64urlnopad.decode(parts[part] as string)
  bytes[0] = (bytes[0] ?? 0) ^ 1
  parts[part] = base64urlnopad.encode(bytes)
  return parts.join('.')
}

describe('decryptWithPrivateKey', () => {
  test('default: opens a reference envelope (fixed keys and IV)', async () => {
    const envelope = await referenceEnvelope(utf8ToBytes('fixed vector'))
    expect(envelope).toMatchInlineSnapshot(
      `"v1.AsYEf5RB7X1tMEVAbpXAfNhcd45LjO88p6usCblccJ7l.BwcHBwcHBwcHBwcH.Qe-ZlKIc9SJntz_OJAaW87ydTZLr63LIPbxa-w"`,
    )
    expect(
      new TextDecoder().decode(await decryptWithPrivateKey(recipientPrivateKey, envelope)),
    ).toBe('fixed vector')
  })

  test('error: wrong key fails GCM authentication', async () => {
    const envelope = await encryptForPublicKey(recipientPublicKey, utf8ToBytes('secret share'))
    await expect(
      decryptWithPrivateKey(secretToHex(4n), envelope),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: decryptWithPrivateKey: cannot decrypt: wrong key or tampered envelope]`,
    )
  })

  test('error: tampered ciphertext, IV or ephemeral key fails', async () => {
    const envelope = await encryptForPublicKey(recipientPublicKey, utf8ToBytes('secret share'))
    await expect(decryptWithPrivateKey(recipientPrivateKey, tamper(envelope, 3))).rejects.toThrow(
      'wrong key or tampered envelope',
    )
    await expect(decryptWithPrivateKey(recipientPrivateKey, tamper(envelope, 2))).rejects.toThrow(
      'wrong key or tampered envelope',
    )
    // Flipping the ephemeral key's prefix byte (02 ↔ 03) gives the negated point: still valid.
    await expect(decryptWithPrivateKey(recipientPrivateKey, tamper(envelope, 1))).rejects.toThrow(
      'wrong key or tampered envelope',
    )
  })

  test('error: malformed envelope', async () => {
    const envelope = await encryptForPublicKey(recipientPublicKey, utf8ToBytes('x'))
    await expect(
      decryptWithPrivateKey(recipientPrivateKey, envelope.replace('v1.', 'v2.')),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: decryptWithPrivateKey: malformed envelope]`,
    )
    await expect(decryptWithPrivateKey(recipientPrivateKey, 'not an envelope')).rejects.toThrow(
      'malformed envelope',
    )
  })

  test('error: private key not a secp256k1 scalar', async () => {
    const envelope = await encryptForPublicKey(recipientPublicKey, utf8ToBytes('x'))
    await expect(
      decryptWithPrivateKey(secretToHex(0n), envelope),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: decryptWithPrivateKey: private key must be a 32-byte secp256k1 scalar]`,
    )
    await expect(decryptWithPrivateKey('0x03', envelope)).rejects.toThrow('private key')
  })
})

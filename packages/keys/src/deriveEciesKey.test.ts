import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { deriveEciesKey } from './deriveEciesKey.js'

const sharedX = new Uint8Array(32).fill(9)
const ephemeralPublicKey = new Uint8Array(33).fill(2)
const recipientPublicKey = new Uint8Array(33).fill(3)
const iv = new Uint8Array(12)

describe('deriveEciesKey', () => {
  test('default: equals HKDF-SHA256(x, salt = ephemeral || recipient, info tessera-ecies-v1)', async () => {
    const key = await deriveEciesKey({
      sharedX,
      ephemeralPublicKey,
      recipientPublicKey,
      usage: 'encrypt',
    })
    const expectedRaw = hkdf(
      sha256,
      sharedX,
      concatBytes(ephemeralPublicKey, recipientPublicKey),
      utf8ToBytes('tessera-ecies-v1'),
      32,
    )
    const expected = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(expectedRaw),
      'AES-GCM',
      false,
      ['decrypt'],
    )
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      Uint8Array.from(utf8ToBytes('share')),
    )
    const plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, expected, ciphertext)
    expect(new TextDecoder().decode(plaintext)).toBe('share')
  })

  test('behavior: another recipient key gives another AES key', async () => {
    const key = await deriveEciesKey({
      sharedX,
      ephemeralPublicKey,
      recipientPublicKey,
      usage: 'encrypt',
    })
    const other = await deriveEciesKey({
      sharedX,
      ephemeralPublicKey,
      recipientPublicKey: new Uint8Array(33).fill(4),
      usage: 'decrypt',
    })
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      Uint8Array.from(utf8ToBytes('x')),
    )
    await expect(
      crypto.subtle.decrypt({ name: 'AES-GCM', iv }, other, ciphertext),
    ).rejects.toThrow()
  })
})

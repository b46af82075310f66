import { createCipheriv, hkdfSync } from 'node:crypto'

const keyBytes = 32

/**
 * HKDF-SHA256 then AES-256-GCM with node:crypto, synchronously: the `symmetricSeal` of
 * `encryptForPublicKey` for servers (the same bytes as its WebCrypto default, without the
 * round trips of the asynchronous API). Answers ciphertext || tag, as WebCrypto does.
 */
export function nativeSymmetricSeal(parameters: {
  readonly sharedX: Uint8Array
  readonly salt: Uint8Array
  readonly info: Uint8Array
  readonly iv: Uint8Array
  readonly plaintext: Uint8Array
}): Uint8Array {
  const { sharedX, salt, info, iv, plaintext } = parameters
  const key = Buffer.from(hkdfSync('sha256', sharedX, salt, info, keyBytes))
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
}

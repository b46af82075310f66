import { xsalsa20poly1305 } from '@noble/ciphers/salsa'
import { randomBytes } from '@noble/ciphers/webcrypto'
import { x25519 } from '@noble/curves/ed25519'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import { type EncryptedData, encryptionVersion } from './EncryptedData.js'
import { naclBoxKey } from './naclBoxKey.js'

const nonceBytes = 24

/**
 * Seals a text to an encryption public key (what a host does before eth_decrypt), with a fresh
 * ephemeral key and nonce: MetaMask's x25519-xsalsa20-poly1305 `encrypt`.
 */
export function encryptMessage(publicKey: string, message: string): EncryptedData {
  const ephemeralKey = x25519.utils.randomPrivateKey()
  const nonce = randomBytes(nonceBytes)
  const key = naclBoxKey(ephemeralKey, base64ToBytes(publicKey))
  const ciphertext = xsalsa20poly1305(key, nonce).encrypt(new TextEncoder().encode(message))
  return {
    version: encryptionVersion,
    nonce: bytesToBase64(nonce),
    ephemPublicKey: bytesToBase64(x25519.getPublicKey(ephemeralKey)),
    ciphertext: bytesToBase64(ciphertext),
  }
}

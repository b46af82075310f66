import { xsalsa20poly1305 } from '@noble/ciphers/salsa'
import { type Hex, hexToBytes } from 'viem'
import { base64ToBytes } from './base64.js'
import type { EncryptedData } from './EncryptedData.js'
import { naclBoxKey } from './naclBoxKey.js'

/** Opens a message sealed to the account's encryption key (eth_decrypt); throws if it was not. */
export function decryptMessage(encrypted: EncryptedData, privateKey: Hex): string {
  const key = naclBoxKey(hexToBytes(privateKey), base64ToBytes(encrypted.ephemPublicKey))
  const plaintext = xsalsa20poly1305(key, base64ToBytes(encrypted.nonce)).decrypt(
    base64ToBytes(encrypted.ciphertext),
  )
  return new TextDecoder().decode(plaintext)
}

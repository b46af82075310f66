import { x25519 } from '@noble/curves/ed25519'
import { type Hex, hexToBytes } from 'viem'
import { bytesToBase64 } from './base64.js'

/**
 * The eth_getEncryptionPublicKey answer: the X25519 public key of the account's private key,
 * base64 (MetaMask's x25519-xsalsa20-poly1305 scheme).
 */
export function encryptionPublicKey(privateKey: Hex): string {
  return bytesToBase64(x25519.getPublicKey(hexToBytes(privateKey)))
}
